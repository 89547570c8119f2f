// Runs before the first paint so the page never flashes the wrong theme or language. The server writes it into the
// page (server/http/sitePage.ts), allowed by its hash in the content security policy.
(function () {
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem("theme");
    root.dataset.theme = theme === "dark" ? "dark" : "light";
    var lang = localStorage.getItem("lang");
    if (lang && /^[a-z]{2}$/.test(lang)) root.lang = lang;
  } catch (e) {
    root.dataset.theme = "light";
  }
})();
