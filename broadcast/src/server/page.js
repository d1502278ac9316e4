(function () {
  "use strict";
  var body = document.body;
  var key = body.getAttribute("data-key");
  var FIELDS = ["white", "black", "move_number", "white_clock", "black_clock", "last", "result", "warnings"];
  var KINDS = ["opened", "move", "undo", "clock", "penalty", "claim", "ruling", "result",
    "divergence", "agrees", "device-lost", "device-back", "adjourned", "note"];
  function boardWord(n) { return body.getAttribute("data-board-word").replace("{n}", String(n)); }
  function span(f) { var s = document.createElement("span"); s.setAttribute("data-f", f); return s; }
  function runSpan(side, td) {
    var s = document.createElement("span");
    s.setAttribute("data-run", side);
    s.hidden = true;
    var word = document.querySelector("[data-run]");
    s.textContent = word ? word.textContent : "";
    td.appendChild(s);
  }
  function rowOf(n) {
    var tr = document.getElementById("board-" + n);
    if (tr) { return tr; }
    tr = document.createElement("tr");
    tr.id = "board-" + n;
    var th = document.createElement("th");
    th.scope = "row";
    th.textContent = String(n);
    tr.appendChild(th);
    FIELDS.forEach(function (f) {
      var td = document.createElement("td");
      if (f === "white_clock" || f === "black_clock") {
        td.appendChild(span(f));
        runSpan(f === "white_clock" ? "white" : "black", td);
      } else if (f === "last") {
        td.appendChild(span("last_san"));
        td.appendChild(document.createElement("br"));
        td.appendChild(span("last_words"));
      } else {
        td.setAttribute("data-f", f);
      }
      tr.appendChild(td);
    });
    var tbody = document.querySelector("#boards tbody");
    var after = null;
    Array.prototype.forEach.call(tbody.rows, function (r) {
      if (after === null && Number(r.id.slice(6)) > n) { after = r; }
    });
    tbody.insertBefore(tr, after);
    var none = document.getElementById("no-boards");
    if (none) { none.hidden = true; }
    return tr;
  }
  function set(tr, f, text) {
    var el = tr.querySelector('[data-f="' + f + '"]');
    if (el && el.textContent !== text) { el.textContent = text; }
  }
  // The running clock counts down between events: its cell's text is
  // changed in place, never in a live region, so a screen reader reads
  // it when asked and does not announce each second.
  var started = Date.now();
  function clockText(ms) {
    var s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
    s = s % 60;
    var two = function (x) { return (x < 10 ? "0" : "") + x; };
    return h > 0 ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
  }
  function setClock(tr, side, ms, running) {
    var el = tr.querySelector('[data-f="' + side + '_clock"]');
    if (!el) { return; }
    if (ms === null || ms === undefined) { el.removeAttribute("data-ms"); return; }
    el.setAttribute("data-ms", String(ms));
    el.setAttribute("data-at", String(Date.now()));
    el.setAttribute("data-running", running ? "1" : "");
  }
  function tickClocks() {
    var now = Date.now();
    Array.prototype.forEach.call(document.querySelectorAll("[data-ms]"), function (el) {
      var run = el.parentNode.querySelector("[data-run]");
      if (!run || run.hidden) { return; }
      var at = Number(el.getAttribute("data-at") || started);
      var left = Math.max(0, Number(el.getAttribute("data-ms")) - (now - at));
      var text = clockText(left);
      if (el.textContent !== text) { el.textContent = text; }
    });
  }
  function unseenCount(tr, count) { set(tr, "warnings", count > 0 ? String(count) : ""); }
  function showNoWarnings() {
    var list = document.getElementById("warning-list");
    document.getElementById("no-warnings").hidden = list.children.length > 0;
  }
  function addWarning(id, board, text) {
    if (document.getElementById("warning-" + id)) { return; }
    var li = document.createElement("li");
    li.id = "warning-" + id;
    li.appendChild(document.createTextNode(boardWord(board) + ": " + text));
    var resolved = document.createElement("span");
    resolved.setAttribute("data-resolved", "");
    resolved.hidden = true;
    resolved.textContent = " (" + body.getAttribute("data-resolved") + ")";
    li.appendChild(resolved);
    if (key) {
      var form = document.createElement("form");
      form.method = "post";
      form.action = "/api/warnings/" + id + "/seen";
      var input = document.createElement("input");
      input.type = "hidden";
      input.name = "key";
      input.value = key;
      var button = document.createElement("button");
      button.type = "submit";
      button.textContent = body.getAttribute("data-mark-seen");
      form.appendChild(input);
      form.appendChild(button);
      li.appendChild(document.createTextNode(" "));
      li.appendChild(form);
    }
    document.getElementById("warning-list").appendChild(li);
    showNoWarnings();
  }
  function onEvent(e) {
    var d = JSON.parse(e.data);
    var r = d.row;
    var tr = rowOf(r.board);
    ["white", "black", "move_number", "white_clock", "black_clock", "last_san", "last_words", "result"]
      .forEach(function (f) { set(tr, f, r[f]); });
    ["white", "black"].forEach(function (side) {
      var s = tr.querySelector('[data-run="' + side + '"]');
      if (s) { s.hidden = r.running !== side; }
      setClock(tr, side, r[side + "_ms"], r.running === side);
    });
    (d.resolves || []).forEach(function (id) {
      var mark = document.querySelector("#warning-" + id + " [data-resolved]");
      if (mark) { mark.hidden = false; }
    });
    unseenCount(tr, d.unseen);
    document.getElementById("latest").textContent = boardWord(r.board) + ": " + d.text;
    if (d.warning_id) { addWarning(d.warning_id, r.board, d.text); }
  }
  function onSeen(e) {
    var d = JSON.parse(e.data);
    var li = document.getElementById("warning-" + d.id);
    if (li) { li.parentNode.removeChild(li); }
    showNoWarnings();
    var tr = document.getElementById("board-" + d.board);
    if (tr) { unseenCount(tr, d.unseen); }
  }
  window.setInterval(tickClocks, 250);
  if (!window.EventSource) { return; }
  var source = new EventSource("/api/events");
  KINDS.forEach(function (k) { source.addEventListener(k, onEvent); });
  source.addEventListener("seen", onSeen);
})();
