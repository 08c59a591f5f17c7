# syntax=docker/dockerfile:1
#
# The Sudoku site as a container: a builder stage that installs exactly what scripts/setup.sh
# installs (keep the two in step) and runs the release build, then a slim runtime stage with
# the server binary, its hash file and the site root, run as a non-root user.
#
#   docker build -t sudoku .
#   docker run --rm -p 8080:8080 sudoku
#
# Not built in CI: the machines this project is developed and tested on have no Docker engine.

ARG RUST_VERSION=1.95
ARG DEBIAN_RELEASE=bookworm

FROM rust:${RUST_VERSION}-${DEBIAN_RELEASE} AS builder

# Node.js runs npm's binaryen (wasm-opt 132); Debian's own binaryen is too old for the bundle.
RUN apt-get update \
    && apt-get install -y --no-install-recommends nodejs npm \
    && rm -rf /var/lib/apt/lists/*
RUN npm install -g --no-audit --no-fund binaryen@132.0.0
RUN rustup target add wasm32-unknown-unknown

# The build tools, with the same cheap release profile as scripts/setup.sh (no LTO, parallel
# codegen). The variables are set on these commands only: the site's own release build below
# must keep the workspace's profiles.
RUN CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install --locked cargo-leptos --version 0.3.10
WORKDIR /src
COPY Cargo.lock ./
# wasm-bindgen-cli must be the very version of the wasm-bindgen crate in Cargo.lock.
RUN version="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)" \
    && CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
       cargo install --locked wasm-bindgen-cli --version "$version"

COPY . .
# --precompress writes .br and .gz beside every file of the site, which the server sends to
# browsers that accept them; --split puts the lazy routes into WebAssembly chunks of their own
# (the flags of SITE_BUILD_FLAGS in scripts/setup.sh).
RUN cargo leptos build --release --precompress --split --features split


FROM debian:${DEBIAN_RELEASE}-slim

# curl for the health check only.
RUN apt-get update \
    && apt-get install -y --no-install-recommends curl ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --no-create-home --home-dir /nonexistent \
       --shell /usr/sbin/nologin sudoku \
    && mkdir -p /var/lib/sudoku && chown sudoku: /var/lib/sudoku

WORKDIR /app
# hash.txt (the bundle's content hashes) must sit beside the binary: the server reads it there.
COPY --from=builder /src/target/release/server /app/server
COPY --from=builder /src/target/release/hash.txt /app/hash.txt
COPY --from=builder /src/target/site /app/site

ENV LEPTOS_SITE_ADDR=0.0.0.0:8080 \
    LEPTOS_SITE_ROOT=/app/site \
    LEPTOS_ENV=PROD \
    LEPTOS_HASH_FILES=true \
    SUDOKU_DATA_DIR=/var/lib/sudoku \
    RUST_LOG=info

# The SQLite database (results, figures, sync documents); mount a volume to keep it, or set
# SUDOKU_DATABASE_URL=postgres://… to use PostgreSQL.
VOLUME ["/var/lib/sudoku"]

USER sudoku
EXPOSE 8080
# The server stops on SIGTERM after letting requests in flight finish (SUDOKU_SHUTDOWN_GRACE,
# 10 s by default); give `docker stop` a little longer with --time or stop_grace_period.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
CMD ["/app/server"]
