// Registers the service worker (/sw.js) that keeps the site playable offline, and offers to
// reload when a new version of the site has been installed. The page's start script loads this
// once the page is live (hydrated) and the browser is idle, so the install's downloads of the
// whole build never compete with the page's own bundle.
//
// A new worker waits until the player says "Reload": the page in use keeps the build it
// started with, and the game in progress is saved on every move (local storage), so the
// reload resumes it where it was.
if ("serviceWorker" in navigator) {
  const workers = navigator.serviceWorker;
  let reloading = false;
  workers.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });

  const offer = (worker) => {
    // The first worker installs silently: there is no older version to replace.
    if (!workers.controller || document.querySelector(".update-banner")) return;
    const banner = document.createElement("div");
    banner.className = "update-banner";
    banner.setAttribute("role", "status");
    const text = document.createElement("span");
    text.textContent = "A new version of the site is ready.";
    const reload = document.createElement("button");
    reload.type = "button";
    reload.className = "button primary";
    reload.textContent = "Reload";
    reload.addEventListener("click", () => {
      reloading = true;
      reload.disabled = true;
      worker.postMessage({ type: "skip-waiting" });
    });
    const later = document.createElement("button");
    later.type = "button";
    later.className = "button";
    later.textContent = "Later";
    later.addEventListener("click", () => banner.remove());
    banner.append(text, reload, later);
    document.body.append(banner);
  };

  workers
    .register("/sw.js")
    .then((registration) => {
      if (registration.waiting) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        if (!worker) return;
        worker.addEventListener("statechange", () => {
          if (worker.state === "installed") offer(worker);
        });
      });
      // A player who keeps the tab open for days hears of a new version on coming back.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") registration.update().catch(() => {});
      });
    })
    .catch(() => {
      // No worker (private mode, storage turned off): the site works online as before.
    });
}
