# Installs what the site and its tests need, skipping whatever is already there.
# Sourced by scripts/serve and scripts/test; every step is idempotent and quick when installed.

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# cargo-leptos 0.3.11 needs a newer rustc than the stable one here; 0.3.10 builds with --locked.
CARGO_LEPTOS_VERSION="0.3.10"

# How the release site is built, the same everywhere (scripts/test, scripts/serve,
# scripts/size-report, the Dockerfile). --split with the `split` feature makes the pages other
# than the games lazy routes whose code is a WebAssembly chunk of its own, loaded when a page
# needs it. A plain `cargo leptos serve` (no flags) builds one WebAssembly file and also works.
SITE_BUILD_FLAGS=(--release --precompress --split --features split)

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# Installs a cargo tool with a cheap release profile: no LTO and parallel codegen cut the
# build of cargo-leptos from ~34 to a fraction of that, and the tools run fast enough anyway.
cargo_install_cheap() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install --locked "$@"
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

need_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

need_cargo_leptos() {
  if cargo leptos --version 2>/dev/null | grep -q " ${CARGO_LEPTOS_VERSION}\$"; then
    return
  fi
  say "installing cargo-leptos ${CARGO_LEPTOS_VERSION} (one-off, several minutes)"
  cargo_install_cheap cargo-leptos --version "$CARGO_LEPTOS_VERSION"
}

# cargo-leptos runs the wasm-bindgen CLI, which must be the very version of the wasm-bindgen
# crate in Cargo.lock; it would otherwise try to download one, which this network forbids.
need_wasm_bindgen() {
  local version
  version="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
  if wasm-bindgen --version 2>/dev/null | grep -q " ${version}\$"; then
    return
  fi
  say "installing wasm-bindgen-cli ${version}"
  cargo_install_cheap wasm-bindgen-cli --version "$version"
}

# The release build runs wasm-opt on the bundle. Debian's binaryen (version 108) is too old for
# what rustc emits now: its output fails in the browser ("Table.grow(): failed to grow table").
# npm's binaryen package ships a current wasm-opt that runs on Node.js.
WASM_OPT_VERSION="132"
need_wasm_opt() {
  if wasm-opt --version 2>/dev/null | grep -q "version ${WASM_OPT_VERSION} "; then
    return
  fi
  say "installing wasm-opt ${WASM_OPT_VERSION} (npm's binaryen)"
  as_root npm install -g --no-audit --no-fund "binaryen@${WASM_OPT_VERSION}.0.0"
}

need_chromium() {
  if command -v chromium >/dev/null 2>&1; then
    return
  fi
  say "installing Debian's chromium for the browser tests"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
}

# The end-to-end test packages, exactly as package-lock.json pins them. Playwright's own
# browser download is never used: the tests drive Debian's chromium.
need_end2end_packages() {
  if [ -d end2end/node_modules/@playwright/test ] \
    && [ end2end/node_modules/.package-lock.json -nt end2end/package-lock.json ]; then
    return
  fi
  say "installing the end-to-end test packages (npm ci)"
  (cd end2end && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
}

setup_site() {
  need_wasm_target
  need_cargo_leptos
  need_wasm_bindgen
  need_wasm_opt
}

need_curl() {
  if ! command -v curl >/dev/null 2>&1; then
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq curl
  fi
}

# Starts the release server (target/release/server serving target/site) on address $1 in the
# background, with any further VAR=value settings, and waits until it answers /healthz. It sets
# `server_pid`: set a trap that kills "$server_pid" before calling it. Its SQLite database is in
# target/server-data unless a setting names another SUDOKU_DATA_DIR.
start_release_server() {
  local addr="$1"
  shift
  env LEPTOS_SITE_ADDR="$addr" LEPTOS_SITE_ROOT=target/site LEPTOS_ENV=PROD RUST_LOG=warn \
    SUDOKU_DATA_DIR=target/server-data "$@" \
    target/release/server &
  server_pid=$!
  for _ in $(seq 1 100); do
    curl -sf "http://$addr/healthz" >/dev/null && return 0
    kill -0 "$server_pid" 2>/dev/null || { echo "the server exited before it was ready" >&2; exit 1; }
    sleep 0.1
  done
  echo "the server did not answer on $addr within 10 s" >&2
  exit 1
}

# Serves the peer's production build in directory $1 (Sudoku Exchange: see scripts/first-digit)
# on $2 from loopback, as brotli-precompressed static files; sets peer_pid.
start_peer_server() {
  [ -f "$1/index.html" ] || { echo "$1 has no index.html: not a build" >&2; exit 1; }
  node end2end/bench/static-server.mjs "$1" "$2" &
  peer_pid=$!
  for _ in $(seq 1 100); do
    curl -sf "http://$2/" >/dev/null && return 0
    sleep 0.1
  done
  echo "the peer's server did not answer on $2 within 10 s" >&2
  exit 1
}

# The classic puzzle the start-up benchmarks show (scripts/first-digit, scripts/lighthouse).
BENCH_PUZZLE="530070000600195000098000060800060003400803001700020006060000280000419005000080079"

# The path on the release server at $1 that a benchmark's page name $2 stands for: a path as
# it is; a page that redirects (/new?kind=jigsaw&level=easy) where it leads, so the redirect
# is not measured; `@room` a room made for the run from BENCH_PUZZLE (POST /api/rooms).
page_path() {
  local addr="$1" name="$2" url
  case "$name" in
    @room)
      [ -x target/release/sudoku ] || cargo build --release -p sudoku-cli >&2
      url="$(curl -sf -X POST -H "Origin: http://$addr" -H "Content-Type: text/plain" \
        --data "$(target/release/sudoku code encode <<<"$BENCH_PUZZLE")" "http://$addr/api/rooms" |
        sed -E 's/.*"page":"([^"]+)".*/\1/')"
      [ -n "$url" ] || { echo "could not make a room on $addr" >&2; exit 1; }
      echo "$url"
      ;;
    *)
      url="$(curl -s -o /dev/null -w '%{url_effective}' -L "http://$addr$name")"
      echo "${url#"http://$addr"}"
      ;;
  esac
}

# Debian's PostgreSQL server, for the store's tests and the load test: scripts/pg-cluster runs
# throwaway clusters of its own in temporary directories. The package is told not to make (and
# so not to start) a cluster of the system's.
need_postgresql() {
  if ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
    return
  fi
  say "installing Debian's postgresql (the store's tests run it in a temporary directory)"
  as_root mkdir -p /etc/postgresql-common
  if [ ! -f /etc/postgresql-common/createcluster.conf ]; then
    echo "create_main_cluster = false" | as_root tee /etc/postgresql-common/createcluster.conf >/dev/null
  fi
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold postgresql
}

setup_tests() {
  setup_site
  need_curl
  need_chromium
  need_postgresql
  need_end2end_packages
}
