// The Context page: reads a user token from the URL fragment (#token=...) and calls the API.
// No framework and no build step; every user-provided text goes in with textContent.
"use strict";

const TYPES = { fact: "A fact about me", preference: "A preference", instruction: "An instruction for answers" };
const state = { token: null, user: null, episodeCursor: null };

function say(message) {
  document.getElementById("status").textContent = message;
}

function userOf(token) {
  const payload = token.split(".")[1] || "";
  const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))).sub;
}

async function api(method, path, body) {
  const headers = { Authorization: `Bearer ${state.token}` };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`/v1/users/${encodeURIComponent(state.user)}${path}`, {
    method, headers, body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return null;
  const data = await response.json();
  if (!response.ok) throw new Error(data.detail || `request failed (${response.status})`);
  return data;
}

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const child of children) node.append(child);
  return node;
}

async function allMemories() {
  const items = [];
  let cursor = null;
  do {
    const query = cursor ? `?limit=200&cursor=${encodeURIComponent(cursor)}` : "?limit=200";
    const page = await api("GET", `/memories${query}`);
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

function typeSelect(id, value) {
  const select = el("select", { id });
  for (const [key, label] of Object.entries(TYPES)) {
    select.append(el("option", { value: key, textContent: label, selected: key === value }));
  }
  return select;
}

function editForm(memory, item) {
  const n = memory.id;
  const content = el("textarea", { id: `content-${n}`, value: memory.content, maxLength: 500, rows: 2 });
  const type = typeSelect(`type-${n}`, memory.entry_type);
  const critical = el("input", { type: "checkbox", id: `critical-${n}`, checked: memory.critical });
  const form = el("form", { className: "edit" },
    el("label", { htmlFor: content.id, textContent: "Wording" }), content,
    el("label", { htmlFor: type.id, textContent: "Kind" }), type,
    el("label", {}, critical, " Safety-critical (always told)"),
    el("button", { type: "submit", textContent: "Save" }),
    el("button", { type: "button", textContent: "Cancel", onclick: () => { form.remove(); } }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const saved = await api("PATCH", `/memories/${n}`,
        { content: content.value, entry_type: type.value, critical: critical.checked });
      say(saved.redacted
        ? `Saved. A secret in what you wrote was replaced: "${saved.content}".`
        : "Saved.");
      await render();
    } catch (error) { say(`Not saved: ${error.message}`); }
  });
  item.append(form);
  content.focus();
}

async function showWhy(memory, item, button) {
  const existing = item.querySelector(".why");
  if (existing) { existing.remove(); button.setAttribute("aria-expanded", "false"); return; }
  try {
    const data = await api("GET", `/memories/${memory.id}/explain`);
    const list = el("ul", { className: "why" });
    for (const line of data.why) list.append(el("li", { textContent: line }));
    item.append(list);
    button.setAttribute("aria-expanded", "true");
  } catch (error) { say(`Could not explain: ${error.message}`); }
}

function memoryItem(memory) {
  const item = el("li", { id: `memory-${memory.id}` });
  const text = el("span", { className: "content", textContent: memory.content });
  const meta = el("div", { className: "meta",
    textContent: `${TYPES[memory.entry_type]} · from ${memory.source} · confidence ${memory.confidence}` });
  const why = el("button", { type: "button", textContent: "Why?" });
  why.setAttribute("aria-expanded", "false");
  why.setAttribute("aria-label", `Why is "${memory.content}" remembered?`);
  why.addEventListener("click", () => showWhy(memory, item, why));
  const edit = el("button", { type: "button", textContent: "Edit" });
  edit.setAttribute("aria-label", `Edit "${memory.content}"`);
  edit.addEventListener("click", () => editForm(memory, item));
  const remove = el("button", { type: "button", textContent: "Delete", className: "delete" });
  remove.setAttribute("aria-label", `Delete "${memory.content}"`);
  remove.addEventListener("click", async () => {
    try {
      await api("DELETE", `/memories/${memory.id}`);
      say(`Deleted: "${memory.content}".`);
      await render();
    } catch (error) { say(`Not deleted: ${error.message}`); }
  });
  item.append(text, meta, el("div", {}, why, edit, remove));
  return item;
}

async function render() {
  const box = document.getElementById("memories");
  const memories = await allMemories();
  box.replaceChildren();
  if (!memories.length) { box.append(el("p", { textContent: "Nothing is remembered about you." })); return; }
  let list = null;
  let group = null;
  for (const memory of memories) {
    if (memory.group !== group) {
      group = memory.group;
      box.append(el("h3", { textContent: group.replace(/:$/, "") }));
      list = el("ul");
      box.append(list);
    }
    list.append(memoryItem(memory));
  }
}

function episodeItem(episode) {
  const day = episode.said_at.slice(0, 10);
  const item = el("li", { id: `episode-${episode.id}` },
    el("span", { textContent: episode.content }), el("div", { className: "meta", textContent: `said on ${day}` }));
  const remove = el("button", { type: "button", textContent: "Delete" });
  remove.setAttribute("aria-label", `Delete the statement "${episode.content}"`);
  remove.addEventListener("click", async () => {
    try {
      await api("DELETE", `/episodes/${episode.id}`);
      item.remove();
      say("Deleted that statement.");
    } catch (error) { say(`Not deleted: ${error.message}`); }
  });
  item.append(remove);
  return item;
}

async function moreEpisodes() {
  const query = state.episodeCursor ? `?cursor=${encodeURIComponent(state.episodeCursor)}` : "";
  const page = await api("GET", `/episodes${query}`);
  const list = document.getElementById("episodes");
  for (const episode of page.items) list.append(episodeItem(episode));
  state.episodeCursor = page.next_cursor;
  document.getElementById("more-episodes").hidden = !page.next_cursor;
}

async function addMemory(event) {
  event.preventDefault();
  const content = document.getElementById("add-content");
  try {
    const saved = await api("POST", "/memories", {
      content: content.value,
      entry_type: document.getElementById("add-type").value,
      critical: document.getElementById("add-critical").checked,
    });
    content.value = "";
    say(saved.redacted ? `Added. A secret in what you wrote was replaced: "${saved.content}".` : "Added.");
    await render();
  } catch (error) { say(`Not added: ${error.message}`); }
}

async function exportAll() {
  try {
    const data = await api("GET", "/export");
    const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
    const link = el("a", { href: URL.createObjectURL(blob), download: "what-is-remembered.json" });
    document.body.append(link);
    link.click();
    link.remove();
    say("Your data was downloaded.");
  } catch (error) { say(`Could not export: ${error.message}`); }
}

async function eraseAll(event) {
  event.preventDefault();
  if (!document.getElementById("erase-confirm").checked) {
    say("Tick the box first to confirm that everything should be erased.");
    document.getElementById("erase-confirm").focus();
    return;
  }
  try {
    await api("DELETE", "");
    say("Everything remembered about you was erased.");
    document.getElementById("episodes").replaceChildren();
    await render();
  } catch (error) { say(`Not erased: ${error.message}`); }
}

async function start() {
  const match = /(?:^|&)token=([^&]+)/.exec(window.location.hash.slice(1));
  if (!match) { say("Open this page with a link that carries your token (#token=...)."); return; }
  state.token = decodeURIComponent(match[1]);
  history.replaceState(null, "", window.location.pathname);  // keep the token out of history
  try { state.user = userOf(state.token); } catch { say("The link's token is not readable."); return; }
  document.getElementById("add-form").addEventListener("submit", addMemory);
  document.getElementById("export").addEventListener("click", exportAll);
  document.getElementById("erase-form").addEventListener("submit", eraseAll);
  document.getElementById("more-episodes").addEventListener("click", moreEpisodes);
  try {
    await render();
    await moreEpisodes();
  } catch (error) { say(`Could not load: ${error.message}`); }
}

document.addEventListener("DOMContentLoaded", start);
