//! `cargo xtask kit`: the player kit's one-file page.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The page may not be larger than this (bytes): small enough to attach
/// to a mail.
pub const MAX_PAGE_BYTES: usize = 1_200_000;

/// The page's markers the build replaces (see `crates/estafette-kit/page/kit.html`).
const CSS_MARKER: &str = "/* KIT_CSS */";
const JS_MARKER: &str = "/* KIT_JS */";
const WASM_MARKER: &str = "KIT_WASM_BASE64";
const LANGS_MARKER: &str = "<!-- KIT_LANGS -->";
const WORDS_MARKER: &str = "/* KIT_WORDS */ { en: {} }";

/// The policy the page must carry: nothing may be fetched or sent.
const CSP_NEEDLE: &str = "default-src 'none'";

/// Where things are.
pub struct Paths {
    /// The workspace's root folder.
    pub root: PathBuf,
    /// Cargo's target folder.
    pub target: PathBuf,
    /// The cargo program to run.
    pub cargo: PathBuf,
}

impl Paths {
    /// The workspace this xtask belongs to, Cargo's target folder
    /// (`CARGO_TARGET_DIR`, else `target/`) and the cargo running it.
    pub fn from_env() -> Paths {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        let target = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from);
        let cargo = std::env::var_os("CARGO").map_or_else(|| PathBuf::from("cargo"), PathBuf::from);
        Paths { root, target, cargo }
    }
}

/// Builds the module and writes the page; returns what was written.
pub fn build(paths: &Paths) -> Result<String, String> {
    // Small code rather than fast: the page is downloaded and parsed once,
    // and what it runs takes milliseconds. Set here, not in Cargo.toml, so
    // that the other release builds stay as they are. (`wasm-opt -Oz`
    // makes the module 12% smaller but its compressed form only 1%: not
    // worth a tool to install.)
    let status = Command::new(&paths.cargo)
        .current_dir(&paths.root)
        .args([
            "build",
            "-p",
            "estafette-kit",
            "--release",
            "--target",
            "wasm32-unknown-unknown",
        ])
        .env("CARGO_TARGET_DIR", &paths.target)
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "z")
        .env("CARGO_PROFILE_RELEASE_LTO", "true")
        .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "1")
        .env("CARGO_PROFILE_RELEASE_PANIC", "abort")
        .env("CARGO_PROFILE_RELEASE_STRIP", "true")
        .status()
        .map_err(|e| format!("cannot run {}: {e}", paths.cargo.display()))?;
    if !status.success() {
        return Err(format!(
            "building the kit for wasm32-unknown-unknown failed ({status}); is the target installed? \
             (rustup target add wasm32-unknown-unknown)"
        ));
    }
    let wasm_path = paths.target.join("wasm32-unknown-unknown/release/estafette_kit.wasm");
    let wasm = std::fs::read(&wasm_path).map_err(|e| format!("{}: {e}", wasm_path.display()))?;
    let page_dir = paths.root.join("crates/estafette-kit/page");
    let read = |name: &str| {
        let p = page_dir.join(name);
        std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))
    };
    let packed = pack(&wasm)?;
    let (html, js) = localise(&paths.root.join("templates"), &read("kit.html")?, &read("kit.js")?)?;
    let page = assemble(&html, &read("kit.css")?, &js, &packed)?;
    let out_dir = paths.target.join("kit");
    std::fs::create_dir_all(&out_dir).map_err(|e| format!("{}: {e}", out_dir.display()))?;
    let out = out_dir.join("estafette-kit.html");
    std::fs::write(&out, &page).map_err(|e| format!("{}: {e}", out.display()))?;
    Ok(format!(
        "wrote {} ({} bytes, at most {MAX_PAGE_BYTES}; the module {} bytes, {} compressed)",
        out.display(),
        page.len(),
        wasm.len(),
        packed.len()
    ))
}

/// The page and its script with the languages of `templates/languages`
/// (the page's choice of language) and their words (the `page-...`
/// messages of `templates/<lang>/page.ftl`, one line each, `{ $name }`
/// written `{name}` for the script) in place of their markers.
pub fn localise(templates: &Path, html: &str, js: &str) -> Result<(String, String), String> {
    let read = |p: PathBuf| std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()));
    let (mut options, mut words) = (String::new(), Vec::new());
    let list = read(templates.join("languages"))?;
    for line in list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let (code, name) = line
            .split_once(' ')
            .ok_or_else(|| format!("templates/languages: {line:?} is not a code and a name"))?;
        options.push_str(&format!("<option value=\"{code}\">{name}</option>"));
        let mut entries = Vec::new();
        for l in read(templates.join(code).join("page.ftl"))?.lines() {
            if let Some((key, value)) = l.strip_prefix("page-").and_then(|l| l.split_once(" = ")) {
                let value = value.replace("{ $", "{").replace(" }", "}");
                entries.push(format!("{}: {}", js_string(key), js_string(&value)));
            }
        }
        words.push(format!("{}: {{ {} }}", js_string(code), entries.join(", ")));
    }
    for (marker, text) in [(LANGS_MARKER, html), (WORDS_MARKER, js)] {
        if text.matches(marker).count() != 1 {
            return Err(format!("the page must hold the marker {marker} exactly once"));
        }
    }
    Ok((
        html.replacen(LANGS_MARKER, &options, 1),
        js.replacen(WORDS_MARKER, &format!("{{ {} }}", words.join(",\n")), 1),
    ))
}

/// `s` as a JavaScript string literal (`<` escaped, so that nothing in it
/// ends the script).
fn js_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '<' => out.push_str("\\u003c"),
            c if c.is_control() => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The module compressed (zlib, RFC 1950), as the page's
/// `DecompressionStream('deflate')` inflates it; refused if it is not
/// WebAssembly.
pub fn pack(wasm: &[u8]) -> Result<Vec<u8>, String> {
    if !wasm.starts_with(b"\0asm") {
        return Err("the module is not WebAssembly".into());
    }
    Ok(miniz_oxide::deflate::compress_to_vec_zlib(wasm, 10))
}

/// The page: the template with the style, the script and the module (as
/// [`pack`] gives it, in base64) put in place of their markers. Refused if
/// a part could end the element it goes in, if the policy is missing, or
/// if the page is too big.
pub fn assemble(html: &str, css: &str, js: &str, packed: &[u8]) -> Result<String, String> {
    for (marker, what) in [(CSS_MARKER, "style"), (JS_MARKER, "script"), (WASM_MARKER, "module")] {
        if html.matches(marker).count() != 1 {
            return Err(format!("kit.html must hold the {what} marker {marker} exactly once"));
        }
    }
    if !html.contains(CSP_NEEDLE) {
        return Err(format!(
            "kit.html must carry a Content-Security-Policy with {CSP_NEEDLE}"
        ));
    }
    if css.to_ascii_lowercase().contains("</style") {
        return Err("kit.css may not contain </style".into());
    }
    if js.to_ascii_lowercase().contains("</script") || js.contains("<!--") {
        return Err("kit.js may not contain </script or <!--".into());
    }
    let page = html
        .replacen(CSS_MARKER, css, 1)
        .replacen(JS_MARKER, js, 1)
        .replacen(WASM_MARKER, &base64(packed), 1);
    if page.len() > MAX_PAGE_BYTES {
        return Err(format!(
            "the page is {} bytes, over the limit of {MAX_PAGE_BYTES}",
            page.len()
        ));
    }
    Ok(page)
}

/// Standard base64 with padding (RFC 4648, section 4).
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_of_the_list_gets_its_option_and_its_words() {
        let templates = Paths::from_env().root.join("templates");
        let html = "<select id=\"lang\"><!-- KIT_LANGS --></select>";
        let js = "const WORDS = /* KIT_WORDS */ { en: {} };";
        let (html, js) = localise(&templates, html, js).expect("the page's words");
        assert!(
            html.contains("<option value=\"en\">English</option><option value=\"fr\">Français</option>"),
            "{html}"
        );
        assert!(js.contains("\"fr\": { \"loading\": \"Chargement…\""), "{js}");
        // A Fluent variable is the script's `{name}`.
        assert!(
            js.contains("\"sealed-once\": \"An army is sealed for {game} in this page"),
            "{js}"
        );
        assert!(localise(&templates, "", "").is_err());
    }

    #[test]
    fn base64_matches_the_rfc_vectors() {
        for (input, want) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(input.as_bytes()), want, "{input}");
        }
    }

    #[test]
    fn the_page_is_assembled_and_checked() {
        let html = "<meta content=\"default-src 'none'\"><style>/* KIT_CSS */</style>\
                    <script>/* KIT_JS */</script><script type=\"x\">KIT_WASM_BASE64</script>";
        let packed = pack(b"\0asm\x01\0\0\0").expect("packed");
        let page = assemble(html, "b{}", "go()", &packed).expect("a page");
        assert!(page.contains("<style>b{}</style>") && page.contains("<script>go()</script>"));
        assert!(page.contains(&base64(&packed)));
        assert_eq!(
            miniz_oxide::inflate::decompress_to_vec_zlib(&packed).ok().as_deref(),
            Some(b"\0asm\x01\0\0\0".as_slice())
        );
        assert!(assemble(html, "</style>", "", &packed).is_err());
        assert!(assemble(html, "", "'</script>'", &packed).is_err());
        assert!(pack(b"nope").is_err());
        assert!(assemble(&html.replace("'none'", "*"), "", "", &packed).is_err());
        assert!(assemble(&html.replace("/* KIT_JS */", ""), "", "", &packed).is_err());
        let big = vec![7u8; MAX_PAGE_BYTES];
        assert!(assemble(html, "", "", &big).unwrap_err().contains("over the limit"));
    }
}
