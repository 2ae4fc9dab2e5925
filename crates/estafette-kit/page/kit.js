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

// The page's words. English is the page's own text (kit.html) plus the
// messages below; French and German replace each element marked data-i18n
// (a unit test checks that every label has all three). The core's messages
// come in the chosen language from the module itself.
const WORDS = {
  en: {
    ready: 'Ready. This page works offline and sends nothing anywhere.',
    complete: 'The army is complete and legal.',
    'need-army': 'Arrange a complete, legal army first.',
    'sealed-once': '{file} is already sealed in this browser: a game and side are sealed once ' +
      '(choose it under "Open and reveal").',
    sealed: 'Sealed. Download the secret file and keep it; mail the lines below.',
    'need-secret': 'Choose a sealed game or load its secret file first.',
    'open-done': 'Paste these lines into your move mail.',
    'reveal-done': 'Mail these lines to the referee at the end of the game.',
    'secret-loaded': 'Secret file loaded.',
    'start-failed': 'The kit could not start: ',
    empty: 'empty',
    'view-done': 'Game {game}: you are {me}. {to_move} to move after {ply} plies.',
    'replay-start': 'The start: both armies as published at the end.',
    'side-south': 'South',
    'side-north': 'North',
  },
  fr: {
    ready: 'Prêt. Cette page fonctionne hors ligne et n\u2019envoie rien nulle part.',
    complete: 'L\u2019armée est complète et réglementaire.',
    'need-army': 'Disposez d\u2019abord une armée complète et réglementaire.',
    'sealed-once': '{file} est déjà scellé dans ce navigateur : une partie et un camp ne se scellent qu\u2019une ' +
      'fois (choisissez-le sous « Ouvrir et dévoiler »).',
    sealed: 'Scellé. Téléchargez le fichier secret et gardez-le ; envoyez les lignes ci-dessous.',
    'need-secret': 'Choisissez d\u2019abord une partie scellée ou chargez son fichier secret.',
    'open-done': 'Collez ces lignes dans le courriel de votre coup.',
    'reveal-done': 'Envoyez ces lignes à l\u2019arbitre à la fin de la partie.',
    'secret-loaded': 'Fichier secret chargé.',
    'start-failed': 'Le kit n\u2019a pas pu démarrer : ',
    empty: 'vide',
    'view-done': 'Partie {game} : vous êtes {me}. {to_move} joue après {ply} demi-coups.',
    mail: 'Votre plateau privé : collez le dernier courriel de l\u2019arbitre, ou déposez-le ou ouvrez-le (.eml)',
    'mail-file': 'Ouvrir un courriel (.eml)',
    'do-view': 'Afficher',
    'replay-start': 'Le départ : les deux armées telles que publiées à la fin.',
    'side-south': 'Sud',
    'side-north': 'Nord',
    'replay-label': 'Rejouer la partie, coup par coup',
    title: 'Kit du joueur Estafette',
    lang: 'Langue',
    intro: 'Pour les parties à l\u2019aveugle de L\u2019Attaque : disposez et scellez votre armée, ouvrez des pièces, ' +
      'dévoilez-la à la fin et vérifiez une partie terminée. Tout se passe dans cette page, hors ligne ; rien ne ' +
      'quitte votre ordinateur à moins que vous ne le copiiez dans un courriel.',
    arrange: '1. Disposez votre armée',
    side: 'Camp',
    south: 'Sud (rangées 1-4)',
    north: 'Nord (rangées 7-10)',
    variant: 'Variante',
    pick: 'Choisissez une case, puis un grade (ou un grade, puis des cases). Le compte et la disposition sont ' +
      'vérifiés au fur et à mesure.',
    random: 'Disposition réglementaire au hasard',
    clear: 'Effacer',
    setup: 'Texte SETUP (exporter : copiez-le ; importer : collez une armée et appuyez sur Importer)',
    import: 'Importer',
    copy: 'Copier',
    seal: '2. Scellez-la',
    'seal-note': 'L\u2019invitation donne l\u2019identifiant de la partie et dit si vous jouez en premier. Sceller ' +
      'tire ici une graine neuve ; le secret reste dans ce navigateur et dans le fichier que vous téléchargez. ' +
      'Gardez ce fichier : il vous faut pour jouer.',
    game: 'Partie',
    turn: 'Vous jouez',
    first: 'en premier',
    second: 'en second',
    'do-seal': 'Sceller',
    commit: 'Envoyez ces lignes à l\u2019arbitre',
    download: 'Télécharger le fichier secret',
    play: '3. Ouvrir et dévoiler',
    'play-note': 'Choisissez une partie scellée (gardée dans ce navigateur) ou chargez son fichier secret.',
    secret: 'Secret',
    'secret-file': 'Charger un fichier secret',
    squares: 'Cases de départ',
    'do-open': 'Ouvrir',
    'do-reveal': 'Dévoiler',
    verify: '4. Vérifier une partie terminée',
    'verify-note': 'Déposez la transcription envoyée par l\u2019arbitre (ou collez-la). Chaque empreinte, ' +
      'engagement et coup y est vérifié à nouveau, avec le code des règles de l\u2019arbitre lui-même.',
    'transcript-file': 'Ouvrir une transcription',
    head: 'Tête tirée d\u2019un courriel (facultatif)',
    'do-verify': 'Vérifier',
  },
  de: {
    ready: 'Bereit. Diese Seite arbeitet offline und sendet nichts irgendwohin.',
    complete: 'Die Armee ist vollständig und regelgerecht.',
    'need-army': 'Stellen Sie zuerst eine vollständige, regelgerechte Armee auf.',
    'sealed-once': '{file} ist in diesem Browser schon versiegelt: eine Partie und eine Seite werden nur einmal ' +
      'versiegelt (wählen Sie sie unter \u201eÖffnen und aufdecken\u201c).',
    sealed: 'Versiegelt. Laden Sie die geheime Datei herunter und bewahren Sie sie auf; senden Sie die Zeilen unten.',
    'need-secret': 'Wählen Sie zuerst eine versiegelte Partie oder laden Sie ihre geheime Datei.',
    'open-done': 'Fügen Sie diese Zeilen in die Mail Ihres Zuges ein.',
    'reveal-done': 'Senden Sie diese Zeilen am Ende der Partie an den Schiedsrichter.',
    'secret-loaded': 'Geheime Datei geladen.',
    'start-failed': 'Das Kit konnte nicht starten: ',
    empty: 'leer',
    'view-done': 'Partie {game}: Sie sind {me}. {to_move} ist nach {ply} Halbzügen am Zug.',
    mail: 'Ihr privates Brett: fügen Sie die letzte Mail des Schiedsrichters ein, oder ziehen Sie sie hierher ' +
      'oder öffnen Sie sie (.eml)',
    'mail-file': 'Eine Mail öffnen (.eml)',
    'do-view': 'Anzeigen',
    'replay-start': 'Der Anfang: beide Armeen, wie sie am Ende veröffentlicht wurden.',
    'side-south': 'Süd',
    'side-north': 'Nord',
    'replay-label': 'Die Partie Zug um Zug nachspielen',
    title: 'Estafette-Spielerkit',
    lang: 'Sprache',
    intro: 'Für blinde Partien L\u2019Attaque: stellen Sie Ihre Armee auf und versiegeln Sie sie, öffnen Sie ' +
      'Figuren, decken Sie sie am Ende auf und verifizieren Sie eine beendete Partie. Alles geschieht auf ' +
      'dieser Seite, offline; nichts verlässt Ihren Computer, außer Sie kopieren es in eine Mail.',
    arrange: '1. Stellen Sie Ihre Armee auf',
    side: 'Seite',
    south: 'Süd (Reihen 1-4)',
    north: 'Nord (Reihen 7-10)',
    variant: 'Variante',
    pick: 'Wählen Sie ein Feld, dann einen Rang (oder einen Rang, dann Felder). Anzahl und Aufstellung werden ' +
      'laufend geprüft.',
    random: 'Zufällige regelgerechte Aufstellung',
    clear: 'Leeren',
    setup: 'SETUP-Text (Export: kopieren Sie ihn; Import: fügen Sie eine Armee ein und drücken Sie Importieren)',
    import: 'Importieren',
    copy: 'Kopieren',
    seal: '2. Versiegeln Sie sie',
    'seal-note': 'Die Einladung nennt die Kennung der Partie und ob Sie zuerst ziehen. Beim Versiegeln wird hier ' +
      'ein frischer Zufallswert gezogen; das Geheimnis bleibt in diesem Browser und in der Datei, die Sie ' +
      'herunterladen. Bewahren Sie diese Datei auf: Sie brauchen sie zum Spielen.',
    game: 'Kennung der Partie',
    turn: 'Sie ziehen',
    first: 'zuerst',
    second: 'als Zweiter',
    'do-seal': 'Versiegeln',
    commit: 'Senden Sie diese Zeilen an den Schiedsrichter',
    download: 'Die geheime Datei herunterladen',
    play: '3. Öffnen und aufdecken',
    'play-note': 'Wählen Sie eine versiegelte Partie (in diesem Browser gespeichert) oder laden Sie ihre geheime Datei.',
    secret: 'Geheimnis',
    'secret-file': 'Eine geheime Datei laden',
    squares: 'Startfelder',
    'do-open': 'Öffnen',
    'do-reveal': 'Aufdecken',
    verify: '4. Eine beendete Partie verifizieren',
    'verify-note': 'Ziehen Sie das Protokoll hierher, das der Schiedsrichter gesendet hat (oder fügen Sie es ein). ' +
      'Jeder Hash, jede Festlegung und jeder Zug wird erneut geprüft, mit dem Regelcode des Schiedsrichters selbst.',
    'transcript-file': 'Ein Protokoll öffnen',
    head: 'Kopf aus einer Mail (optional)',
    'do-verify': 'Verifizieren',
  },
};
let lang = 'en';

function t(key) {
  return WORDS[lang][key] || WORDS.en[key] || key;
}

// Puts the chosen language's words on every element marked data-i18n.
function translatePage() {
  document.documentElement.lang = lang;
  document.querySelectorAll('[data-i18n]').forEach(function (el) {
    if (el.dataset.en === undefined) el.dataset.en = el.textContent;
    el.textContent = lang === 'en' ? el.dataset.en : (WORDS[lang][el.dataset.i18n] || el.dataset.en);
  });
}

// A request to the core, in the page's language.
function core(request) {
  return Kit.call(Object.assign({ lang: lang }, request));
}

const $ = function (id) { return document.getElementById(id); };
const FILES = 'abcdefghi';
const STORE = 'estafette-secret:';
const state = { rules: null, pieces: {}, square: null, rank: null, army: null, secret: null, frames: [] };

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
  state.rules.pieces.concat([{ code: '', en: t('empty'), fr: t('empty'), de: t('empty') }]).forEach(function (p) {
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
    b.appendChild(document.createTextNode((p[lang] || p.en) + tally));
    palette.appendChild(b);
  });
}

// Checks the army with the core and redraws everything.
function refresh() {
  const req = Object.assign({ op: 'army', pieces: state.pieces }, options());
  const answer = core(req);
  if (!answer.ok) {
    say('army-message', answer.error, 'bad');
    return;
  }
  state.army = answer;
  $('setup-text').value = answer.text;
  if (answer.complete) {
    say('army-message', t('complete'), 'ok');
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
    say('seal-message', t('need-army'), 'bad');
    return;
  }
  const file = game + '-' + $('side').value + '.secret.json';
  if (storage() && storage().getItem(STORE + file) !== null) {
    say('seal-message', t('sealed-once').replace('{file}', file), 'bad');
    return;
  }
  const req = Object.assign({ op: 'seal', game: game, turn: $('turn').value, setup: state.army.text,
    seed: randomHex(32) }, options());
  const answer = core(req);
  if (!answer.ok) {
    say('seal-message', answer.error, 'bad');
    return;
  }
  if (storage()) storage().setItem(STORE + answer.file, answer.secret);
  $('commit-text').value = answer.commit;
  download(answer.file, answer.secret);
  drawSecrets(answer.file);
  if (!storage()) state.secret = answer.secret;
  say('seal-message', t('sealed'), 'ok');
}

function playOp(op) {
  if (!state.secret) {
    say('play-message', t('need-secret'), 'bad');
    return;
  }
  const squares = $('squares').value.split(/[\s,]+/).filter(Boolean);
  const answer = core({ op: op, secret: state.secret, squares: squares });
  if (!answer.ok) {
    say('play-message', answer.error, 'bad');
    return;
  }
  $('play-text').value = answer.lines;
  say('play-message', t(op === 'open' ? 'open-done' : 'reveal-done'), 'ok');
}

// The private board from the referee's last mail: own pieces with their
// ranks, the other side's as ?, lakes.
function view() {
  if (!state.secret) {
    say('view-message', t('need-secret'), 'bad');
    return;
  }
  const answer = core({ op: 'view', secret: state.secret, mail: $('mail-text').value });
  const board = $('view-board');
  board.textContent = '';
  if (!answer.ok) {
    say('view-message', answer.error, 'bad');
    return;
  }
  const sides = { South: t('side-south'), North: t('side-north') };
  const words = t('view-done').replace('{game}', answer.game).replace('{me}', sides[answer.me])
    .replace('{to_move}', sides[answer.to_move]).replace('{ply}', answer.ply);
  say('view-message', [words].concat(answer.warnings).join(' '), answer.warnings.length ? 'bad' : 'ok');
  drawCells(board, answer.rows, answer.side, {});
}

// The referee's mail as a whole file: opened with the button or dropped on
// the paste box, its source goes in the box and is viewed at once (the
// module decodes it: MIME, quoted-printable, base64).
function wireMail() {
  $('mail-file').addEventListener('change', function () {
    readFile($('mail-file'), function (text) { $('mail-text').value = text; view(); });
  });
  const box = $('mail-text');
  box.addEventListener('dragover', function (e) { e.preventDefault(); box.classList.add('drop'); });
  box.addEventListener('dragleave', function () { box.classList.remove('drop'); });
  box.addEventListener('drop', function (e) {
    e.preventDefault();
    box.classList.remove('drop');
    const f = e.dataTransfer.files[0];
    if (f) f.text().then(function (text) { box.value = text; view(); });
  });
}

// A read-only board: `rows` (rank 10 first) as the core gives them, the
// pieces of side `mine` marked as one's own, `marks` a class by square.
function drawCells(board, rows, mine, marks) {
  board.textContent = '';
  rows.forEach(function (row, i) {
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = rows.length - i;
    board.appendChild(label);
    row.forEach(function (cell, f) {
      const sq = document.createElement('span');
      const name = FILES[f] + (rows.length - i);
      sq.className = 'sq' + (cell === 'lake' ? ' lake' : '') +
        (cell && cell.side ? (cell.side === mine ? ' own' : ' enemy') + (cell.revealed ? ' revealed' : '') : '') +
        (marks[name] ? ' ' + marks[name] : '');
      sq.textContent = cell && cell.label ? cell.label : '';
      sq.title = name;
      board.appendChild(sq);
    });
  });
  board.appendChild(document.createElement('span'));
  for (let f = 0; f < FILES.length; f++) {
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = FILES[f];
    board.appendChild(label);
  }
}

// The replay of a verified game: a slider over its positions, the last
// move's squares marked.
function showFrame() {
  const frame = state.frames[Number($('replay-slider').value)];
  if (!frame) return;
  const marks = {};
  if (frame.from) marks[frame.from] = 'from';
  (frame.to || []).forEach(function (sq) { marks[sq] = 'to'; });
  if (frame.combat) marks[frame.combat] = 'combat';
  $('replay-move').textContent = frame.n === 0 ? t('replay-start') :
    frame.n + '. ' + frame.move + ' \u2014 ' + frame.report;
  drawCells($('replay-board'), frame.rows, 'south', marks);
}

function replay() {
  const answer = core({ op: 'replay', transcript: $('transcript').value });
  state.frames = answer.ok ? answer.frames : [];
  $('replay').classList.toggle('hidden', !answer.ok);
  if (!answer.ok) return;
  $('replay-slider').max = String(state.frames.length - 1);
  $('replay-slider').value = String(state.frames.length - 1);
  showFrame();
}

function verify() {
  const answer = core({ op: 'verify', transcript: $('transcript').value, head: $('head').value });
  if (!answer.ok) {
    say('verify-result', answer.error, 'bad');
    return;
  }
  say('verify-result', answer.words, answer.verified ? 'ok' : 'bad');
  if (answer.verified) replay(); else $('replay').classList.add('hidden');
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
    setPieces(core(Object.assign({ op: 'random', random: randomHex(32) }, options())));
  });
  $('clear').addEventListener('click', function () { state.pieces = {}; state.square = null; refresh(); });
  $('import').addEventListener('click', function () {
    setPieces(core(Object.assign({ op: 'parse', text: $('setup-text').value }, options())));
  });
  $('copy-setup').addEventListener('click', function () { copy('setup-text'); });
  $('do-seal').addEventListener('click', seal);
  $('copy-commit').addEventListener('click', function () { copy('commit-text'); });
  $('secrets').addEventListener('change', function () { drawSecrets($('secrets').value); });
  $('secret-file').addEventListener('change', function () {
    readFile($('secret-file'), function (text) { state.secret = text; say('play-message', t('secret-loaded'), 'ok'); });
  });
  $('do-open').addEventListener('click', function () { playOp('open'); });
  $('do-reveal').addEventListener('click', function () { playOp('reveal'); });
  $('copy-play').addEventListener('click', function () { copy('play-text'); });
  $('do-verify').addEventListener('click', verify);
  $('do-view').addEventListener('click', view);
  wireMail();
  $('replay-slider').addEventListener('input', showFrame);
  $('lang').addEventListener('change', function () {
    lang = $('lang').value;
    translatePage();
    refresh();
    if ($('status').className.indexOf('ok') >= 0) say('status', t('ready'), 'ok');
  });
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
  const asked = (navigator.language || '').toLowerCase().slice(0, 2);
  lang = WORDS[asked] ? asked : 'en';
  $('lang').value = lang;
  translatePage();
  drawSecrets(null);
  refresh();
  say('status', t('ready'), 'ok');
}

// For the tests and the curious: the module's entry point, and a promise
// that settles once the page is ready.
window.estafetteKit = { call: Kit.call, randomHex: randomHex, ready: start() };
window.estafetteKit.ready.catch(function (e) { say('status', t('start-failed') + e, 'bad'); });

// Signing (section 5): the command lines and the sig line, as `estafette
// sign` prints them, with the sealed key of the chosen secret or a key file.
Object.assign(WORDS.en, {
  'sign-done': 'Mail these lines as they are: the referee checks the sig line.',
  'sign-key-loaded': 'Key file loaded: the page signs with it.',
});
Object.assign(WORDS.fr, {
  'sign-done': 'Envoyez ces lignes telles quelles : l\u2019arbitre vérifie la ligne sig.',
  'sign-key-loaded': 'Fichier de clé chargé : la page signe avec lui.',
  sign: '5. Signez vos commandes',
  'sign-note': 'Une armée scellée ici contient votre clé de signature : dès que l\u2019arbitre l\u2019a, il ne prend ' +
    'de vous que des courriels signés. Collez la ligne Log-Head du courriel de l\u2019arbitre auquel vous ' +
    'répondez et vos lignes de commande ; la page ajoute la ligne sig. Elle signe avec le secret choisi sous ' +
    '« Ouvrir et dévoiler », ou avec un fichier de clé d\u2019estafette keygen.',
  'sign-key-file': 'Ou chargez un fichier de clé',
  'sign-side': 'Votre camp',
  'sign-side-secret': 'celui du secret',
  'sign-side-1': '1 (Sud)',
  'sign-side-2': '2 (Nord)',
  'sign-head': 'La ligne Log-Head du courriel auquel vous répondez',
  'sign-commands': 'Vos lignes de commande',
  'do-sign': 'Signer',
});
Object.assign(WORDS.de, {
  'sign-done': 'Senden Sie diese Zeilen unverändert: der Schiedsrichter prüft die sig-Zeile.',
  'sign-key-loaded': 'Schlüsseldatei geladen: die Seite signiert damit.',
  sign: '5. Signieren Sie Ihre Befehle',
  'sign-note': 'Eine hier versiegelte Armee enthält Ihren Signaturschlüssel: sobald der Schiedsrichter ihn hat, ' +
    'nimmt er von Ihnen nur signierte Mails an. Fügen Sie die Log-Head-Zeile der Mail des Schiedsrichters ein, ' +
    'auf die Sie antworten, und Ihre Befehlszeilen; die Seite fügt die sig-Zeile hinzu. Sie signiert mit dem ' +
    'unter \u201eÖffnen und aufdecken\u201c gewählten Geheimnis oder mit einer Schlüsseldatei von estafette keygen.',
  'sign-key-file': 'Oder laden Sie eine Schlüsseldatei',
  'sign-side': 'Ihre Seite',
  'sign-side-secret': 'die des Geheimnisses',
  'sign-side-1': '1 (Süd)',
  'sign-side-2': '2 (Nord)',
  'sign-head': 'Die Log-Head-Zeile der Mail, auf die Sie antworten',
  'sign-commands': 'Ihre Befehlszeilen',
  'do-sign': 'Signieren',
});

function signCommands() {
  const file = state.signKey || state.secret;
  if (!file) {
    say('sign-message', t('need-secret'), 'bad');
    return;
  }
  const answer = core({ op: 'sign', file: file, side: $('sign-side').value, head: $('sign-head').value,
    commands: $('sign-commands').value });
  if (!answer.ok) {
    $('sign-text').value = '';
    say('sign-message', answer.error, 'bad');
    return;
  }
  $('sign-text').value = answer.signed;
  say('sign-message', t('sign-done'), 'ok');
}

function wireSign() {
  $('do-sign').addEventListener('click', signCommands);
  $('copy-sign').addEventListener('click', function () { copy('sign-text'); });
  $('sign-key-file').addEventListener('change', function () {
    readFile($('sign-key-file'), function (text) {
      state.signKey = text;
      say('sign-message', t('sign-key-loaded'), 'ok');
    });
  });
}

window.estafetteKit.ready.then(wireSign, function () {});
