// How the tests and benchmarks start a browser: Debian's Chromium (Playwright's own browser
// downloads are not possible here), with flags that keep it from reaching out to the network,
// which this machine does not have.
export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
