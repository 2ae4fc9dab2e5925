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
    let page = assemble(&read("kit.html")?, &read("kit.css")?, &read("kit.js")?, &packed)?;
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
