// Runs before the first paint so the page never flashes the wrong theme or language (a file, not inline: the CSP forbids inline script).
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
