//! `cargo xtask lines`: the lines of production Rust, as ARCHITECTURE.md
//! states them. Every line (blank and comment lines too) of the `.rs`
//! files under `src/` and `crates/*/src/` and of the build scripts, without
//! folders named `tests` or `examples` (the fixtures), files named
//! `tests.rs` or `*_tests.rs`, and items marked `#[cfg(test)]` (found by
//! matching braces).

use std::path::{Path, PathBuf};

/// Count the workspace at `root`: the total, then the ten largest files.
pub fn count(root: &Path) -> Result<String, String> {
    let mut files = Vec::new();
    let mut tops = vec![root.join("src")];
    let crates = root.join("crates");
    let mut names: Vec<PathBuf> = read_dir(&crates)?.into_iter().filter(|p| p.is_dir()).collect();
    names.sort();
    tops.extend(names.into_iter().map(|c| c.join("src")));
    for top in tops {
        sources(&top, &mut files)?;
    }
    build_scripts(root, &mut files)?;
    files.sort();
    files.dedup();
    let mut counted = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).map_err(|e| format!("{}: {e}", f.display()))?;
        let shown = f.strip_prefix(root).unwrap_or(f).display().to_string();
        counted.push((without_tests(&text), shown));
    }
    let total: usize = counted.iter().map(|(n, _)| n).sum();
    counted.sort_by(|a, b| b.cmp(a));
    let mut out = format!("total {total}");
    for (n, f) in counted.iter().take(10) {
        out.push_str(&format!("\n{n:6} {f}"));
    }
    Ok(out)
}

fn read_dir(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
}

/// The `.rs` files below `dir`, outside `tests` and `examples` folders.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    if !dir.is_dir() {
        return Ok(());
    }
    for p in read_dir(dir)? {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        if p.is_dir() {
            if name != "tests" && name != "examples" {
                sources(&p, out)?;
            }
        } else if name.ends_with(".rs") && name != "tests.rs" && !name.ends_with("_tests.rs") {
            out.push(p);
        }
    }
    Ok(())
}

/// Every `build.rs` below `dir`, outside `target`, `.git` and `tests`.
fn build_scripts(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    for p in read_dir(dir)? {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        if p.is_dir() && !["target", ".git", "tests"].contains(&name.as_str()) {
            build_scripts(&p, out)?;
        } else if name == "build.rs" {
            out.push(p);
        }
    }
    Ok(())
}

/// The lines of `text` without the items `#[cfg(test)]` marks: the
/// attribute and the item to its matching closing brace (or, for an item
/// without braces, its semicolon). Braces in strings and comments do not
/// count.
fn without_tests(text: &str) -> usize {
    let lines: Vec<&str> = text.split('\n').collect();
    let (mut kept, mut i) = (0, 0);
    while i < lines.len() {
        let l = lines[i].trim_start();
        if !(l.starts_with("#[cfg(test") || l.starts_with("#[cfg(all(test")) {
            kept += 1;
            i += 1;
            continue;
        }
        let (mut depth, mut started) = (0i64, false);
        i += 1;
        while i < lines.len() {
            let code = code_of(lines[i]);
            depth += code.matches('{').count() as i64 - code.matches('}').count() as i64;
            started |= code.contains('{');
            i += 1;
            if (started && depth <= 0) || (!started && code.trim_end().ends_with(';')) {
                break;
            }
        }
    }
    kept
}

/// A line without its string literals and its `//` comment.
fn code_of(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                out.push_str("\"\"");
                while let Some(s) = chars.next() {
                    match s {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
            }
            '/' if chars.peek() == Some(&'/') => break,
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_module_is_left_out_braces_in_strings_and_comments_aside() {
        let text = "fn a() {}\n#[cfg(test)]\nmod tests {\n    const S: &str = \"}\"; // }\n    fn b() {}\n}\nfn c() {}";
        assert_eq!(without_tests(text), 2);
        assert_eq!(without_tests("#[cfg(test)]\nuse x::y;\nfn d() {}\n"), 2);
    }
}
