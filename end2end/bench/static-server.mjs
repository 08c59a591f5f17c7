// Serves a directory of static files on loopback, brotli-compressed (quality 11, made once at
// start) for browsers that accept it, as a production host would. For benchmarks only: it
// serves a peer's build beside this site (scripts/first-digit).
//
//   node bench/static-server.mjs DIR HOST:PORT
import { createServer } from "node:http";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, extname, relative } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const [dir, addr] = process.argv.slice(2);
const [host, port] = addr.split(":");
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".svg": "image/svg+xml",
  ".txt": "text/plain",
  ".wasm": "application/wasm",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".ico"]);

const files = new Map();
const walk = (d) => {
  for (const name of readdirSync(d)) {
    const path = join(d, name);
    if (statSync(path).isDirectory()) walk(path);
    else {
      const body = readFileSync(path);
      const ext = extname(path);
      const br = COMPRESSIBLE.has(ext)
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : null;
      files.set("/" + relative(dir, path), { body, br, type: TYPES[ext] ?? "application/octet-stream" });
    }
  }
};
walk(dir);

createServer((req, res) => {
  let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  if (path.endsWith("/")) path += "index.html";
  const file = files.get(path);
  if (!file) {
    res.writeHead(404).end("not found");
    return;
  }
  const brotli = file.br && /\bbr\b/.test(req.headers["accept-encoding"] ?? "");
  res.writeHead(200, {
    "content-type": file.type,
    "cache-control": "no-cache",
    ...(brotli ? { "content-encoding": "br" } : {}),
  });
  res.end(brotli ? file.br : file.body);
}).listen(Number(port), host, () => console.error(`serving ${dir} on http://${addr}`));
