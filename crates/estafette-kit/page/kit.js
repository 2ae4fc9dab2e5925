// The player kit's page script. Every rule and every protocol step is a
// call into the WebAssembly module (Estafette's core, crates/estafette-kit);
// this script only draws, keeps the page's state and moves text around.
'use strict';

// The module's ABI: input(len) -> ptr, call() -> len, output() -> ptr.
const Kit = (function () {
  let wasm = null;
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  async function load() {
    const b64 = document.getElementById('kit-wasm').textContent.trim();
    const bin = Uint8Array.from(atob(b64), function (c) { return c.charCodeAt(0); });
    const result = await WebAssembly.instantiate(bin, {});
    wasm = result.instance.exports;
  }
  function call(request) {
    const bytes = enc.encode(JSON.stringify(request));
    const ptr = wasm.input(bytes.length);
    new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
    const len = wasm.call();
    const out = wasm.output();
    return JSON.parse(dec.decode(new Uint8Array(wasm.memory.buffer, out, len)));
  }
  return { load: load, call: call };
})();

// Random bytes as hex, from the browser's cryptographic generator.
function randomHex(n) {
  const a = new Uint8Array(n);
  crypto.getRandomValues(a);
  return Array.from(a, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
}

const $ = function (id) { return document.getElementById(id); };
const FILES = 'abcdefghi';
const STORE = 'estafette-secret:';
const state = { rules: null, pieces: {}, square: null, rank: null, army: null, secret: null };

function say(id, text, kind) {
  const el = $(id);
  el.textContent = text;
  el.className = 'message' + (kind ? ' ' + kind : '');
}

function options() {
  return { side: $('side').value, variant: $('variant').value, sets: [] };
}

function inZone(rank) {
  const z = state.rules.zones[$('side').value];
  return rank >= z[0] && rank <= z[1];
}

function drawBoard() {
  const board = $('board');
  board.textContent = '';
  const lakes = new Set(state.rules.lakes);
  for (let r = state.rules.ranks; r >= 1; r--) {
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = r;
    board.appendChild(label);
    for (let f = 0; f < state.rules.files; f++) {
      const name = FILES[f] + r;
      const sq = document.createElement('button');
      sq.type = 'button';
      sq.className = 'sq' + (lakes.has(name) ? ' lake' : '') + (inZone(r) ? ' zone' : '') +
        (state.square === name ? ' selected' : '');
      sq.textContent = state.pieces[name] || '';
      sq.title = name;
      sq.dataset.square = name;
      sq.disabled = !inZone(r);
      board.appendChild(sq);
    }
  }
  board.appendChild(document.createElement('span'));
  for (let f = 0; f < state.rules.files; f++) {
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = FILES[f];
    board.appendChild(label);
  }
}

function drawPalette() {
  const palette = $('palette');
  palette.textContent = '';
  const counts = {};
  ((state.army && state.army.counts) || []).forEach(function (c) { counts[c.code] = c; });
  state.rules.pieces.concat([{ code: '', en: 'empty' }]).forEach(function (p) {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.rank = p.code;
    const c = counts[p.code];
    const tally = c ? ' ' + c.placed + '/' + c.wanted : '';
    b.className = (state.rank === p.code ? 'selected' : '') +
      (c && c.placed > c.wanted ? ' over' : '') + (c && c.placed === c.wanted ? ' done' : '');
    const code = document.createElement('span');
    code.className = 'code';
    code.textContent = p.code || '·';
    b.appendChild(code);
    b.appendChild(document.createTextNode(p.en + tally));
    palette.appendChild(b);
  });
}

// Checks the army with the core and redraws everything.
function refresh() {
  const req = Object.assign({ op: 'army', pieces: state.pieces }, options());
  const answer = Kit.call(req);
  if (!answer.ok) {
    say('army-message', answer.error, 'bad');
    return;
  }
  state.army = answer;
  $('setup-text').value = answer.text;
  if (answer.complete) {
    say('army-message', 'The army is complete and legal.', 'ok');
  } else {
    say('army-message', answer.message, '');
  }
  drawBoard();
  drawPalette();
}

function nextEmpty(after) {
  const z = state.rules.zones[$('side').value];
  const squares = [];
  for (let r = z[1]; r >= z[0]; r--) {
    for (let f = 0; f < state.rules.files; f++) squares.push(FILES[f] + r);
  }
  const start = squares.indexOf(after) + 1;
  return squares.slice(start).concat(squares.slice(0, start)).find(function (s) { return !state.pieces[s]; }) || null;
}

function place(square, code) {
  if (code) state.pieces[square] = code; else delete state.pieces[square];
}

function onSquare(square) {
  if (state.rank !== null) {
    place(square, state.rank);
    state.square = null;
  } else {
    state.square = state.square === square ? null : square;
  }
  refresh();
}

function onRank(code) {
  if (state.square) {
    place(state.square, code);
    state.square = code ? nextEmpty(state.square) : state.square;
    state.rank = null;
  } else {
    state.rank = state.rank === code ? null : code;
  }
  refresh();
}

function setPieces(answer) {
  if (!answer.ok) {
    say('army-message', answer.error, 'bad');
    return;
  }
  state.pieces = answer.pieces;
  state.square = null;
  state.rank = null;
  refresh();
}

function copy(id) {
  const text = $(id).value;
  if (navigator.clipboard) navigator.clipboard.writeText(text).catch(function () {});
  $(id).select();
}

function download(name, text) {
  const a = $('download');
  if (a.href.startsWith('blob:')) URL.revokeObjectURL(a.href);
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  a.download = name;
  a.classList.remove('hidden');
}

// The browser's storage, or null where the page may not keep anything
// (then the downloaded file is the only copy of the secret).
function storage() {
  try {
    return window.localStorage;
  } catch (e) {
    return null;
  }
}

function storedSecrets() {
  const names = [];
  const store = storage();
  for (let i = 0; store && i < store.length; i++) {
    const k = store.key(i);
    if (k && k.startsWith(STORE)) names.push(k.slice(STORE.length));
  }
  return names.sort();
}

function drawSecrets(pick) {
  const sel = $('secrets');
  sel.textContent = '';
  storedSecrets().forEach(function (name) {
    const o = document.createElement('option');
    o.value = name;
    o.textContent = name;
    sel.appendChild(o);
  });
  if (pick) sel.value = pick;
  state.secret = sel.value && storage() ? storage().getItem(STORE + sel.value) : null;
}

function seal() {
  const game = $('game').value.trim();
  if (!state.army || !state.army.complete) {
    say('seal-message', 'Arrange a complete, legal army first.', 'bad');
    return;
  }
  const file = game + '-' + $('side').value + '.secret.json';
  if (storage() && storage().getItem(STORE + file) !== null) {
    say('seal-message', file + ' is already sealed in this browser: a game and side are sealed once ' +
      '(choose it under "Open and reveal").', 'bad');
    return;
  }
  const req = Object.assign({ op: 'seal', game: game, turn: $('turn').value, setup: state.army.text,
    seed: randomHex(32) }, options());
  const answer = Kit.call(req);
  if (!answer.ok) {
    say('seal-message', answer.error, 'bad');
    return;
  }
  if (storage()) storage().setItem(STORE + answer.file, answer.secret);
  $('commit-text').value = answer.commit;
  download(answer.file, answer.secret);
  drawSecrets(answer.file);
  if (!storage()) state.secret = answer.secret;
  say('seal-message', 'Sealed. Download the secret file and keep it; mail the lines below.', 'ok');
}

function playOp(op) {
  if (!state.secret) {
    say('play-message', 'Choose a sealed game or load its secret file first.', 'bad');
    return;
  }
  const squares = $('squares').value.split(/[\s,]+/).filter(Boolean);
  const answer = Kit.call({ op: op, secret: state.secret, squares: squares });
  if (!answer.ok) {
    say('play-message', answer.error, 'bad');
    return;
  }
  $('play-text').value = answer.lines;
  say('play-message', op === 'open' ? 'Paste these lines into your move mail.' :
    'Mail these lines to the referee at the end of the game.', 'ok');
}

function verify() {
  const answer = Kit.call({ op: 'verify', transcript: $('transcript').value, head: $('head').value });
  if (!answer.ok) {
    say('verify-result', answer.error, 'bad');
    return;
  }
  say('verify-result', answer.words, answer.verified ? 'ok' : 'bad');
}

function readFile(input, then) {
  const f = input.files && input.files[0];
  if (f) f.text().then(then);
}

function wire() {
  $('board').addEventListener('click', function (e) {
    const sq = e.target.closest('.sq');
    if (sq && !sq.disabled) onSquare(sq.dataset.square);
  });
  $('palette').addEventListener('click', function (e) {
    const b = e.target.closest('button');
    if (b) onRank(b.dataset.rank);
  });
  $('side').addEventListener('change', function () { state.pieces = {}; state.square = null; refresh(); });
  $('variant').addEventListener('change', refresh);
  $('random').addEventListener('click', function () {
    setPieces(Kit.call(Object.assign({ op: 'random', random: randomHex(32) }, options())));
  });
  $('clear').addEventListener('click', function () { state.pieces = {}; state.square = null; refresh(); });
  $('import').addEventListener('click', function () {
    setPieces(Kit.call(Object.assign({ op: 'parse', text: $('setup-text').value }, options())));
  });
  $('copy-setup').addEventListener('click', function () { copy('setup-text'); });
  $('do-seal').addEventListener('click', seal);
  $('copy-commit').addEventListener('click', function () { copy('commit-text'); });
  $('secrets').addEventListener('change', function () { drawSecrets($('secrets').value); });
  $('secret-file').addEventListener('change', function () {
    readFile($('secret-file'), function (t) { state.secret = t; say('play-message', 'Secret file loaded.', 'ok'); });
  });
  $('do-open').addEventListener('click', function () { playOp('open'); });
  $('do-reveal').addEventListener('click', function () { playOp('reveal'); });
  $('copy-play').addEventListener('click', function () { copy('play-text'); });
  $('do-verify').addEventListener('click', verify);
  $('transcript-file').addEventListener('change', function () {
    readFile($('transcript-file'), function (t) { $('transcript').value = t; verify(); });
  });
  const drop = $('transcript');
  drop.addEventListener('dragover', function (e) { e.preventDefault(); drop.classList.add('drop'); });
  drop.addEventListener('dragleave', function () { drop.classList.remove('drop'); });
  drop.addEventListener('drop', function (e) {
    e.preventDefault();
    drop.classList.remove('drop');
    const f = e.dataTransfer.files[0];
    if (f) f.text().then(function (t) { drop.value = t; verify(); });
  });
}

async function start() {
  await Kit.load();
  const rules = Kit.call({ op: 'rules' });
  state.rules = rules;
  rules.variants.forEach(function (v) {
    const o = document.createElement('option');
    o.value = v;
    o.textContent = v;
    $('variant').appendChild(o);
  });
  wire();
  drawSecrets(null);
  refresh();
  say('status', 'Ready. This page works offline and sends nothing anywhere.', 'ok');
}

// For the tests and the curious: the module's entry point, and a promise
// that settles once the page is ready.
window.estafetteKit = { call: Kit.call, randomHex: randomHex, ready: start() };
window.estafetteKit.ready.catch(function (e) { say('status', 'The kit could not start: ' + e, 'bad'); });
