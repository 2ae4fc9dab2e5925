//! `estafette.toml`: a small subset of TOML (sections, `key = "string"`,
//! integers and booleans, `#` comments) read into flat `section.key` pairs.
//! Flags and environment variables win over the file; see `cli`.

use std::collections::BTreeMap;

/// Parse the configuration text into `section.key -> value` pairs.
pub fn parse(text: &str) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    let mut section = String::new();
    for (i, raw) in text.lines().enumerate() {
        let line = strip_comment(raw).trim().to_string();
        if line.is_empty() {
            continue;
        }
        let lineno = i + 1;
        if let Some(rest) = line.strip_prefix('[') {
            let name = rest
                .strip_suffix(']')
                .ok_or_else(|| format!("line {lineno}: a section header must end with ']'"))?
                .trim();
            if name.is_empty()
                || !name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.')
            {
                return Err(format!("line {lineno}: bad section name '{name}'"));
            }
            section = format!("{name}.");
            continue;
        }
        let (k, v) = line
            .split_once('=')
            .ok_or_else(|| format!("line {lineno}: expected key = value"))?;
        let k = k.trim();
        if k.is_empty() || !k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
            return Err(format!("line {lineno}: bad key '{k}'"));
        }
        let v = v.trim();
        let value = if let Some(s) = v.strip_prefix('"') {
            let s = s
                .strip_suffix('"')
                .ok_or_else(|| format!("line {lineno}: unterminated string"))?;
            s.replace("\\\"", "\"").replace("\\\\", "\\")
        } else if v == "true"
            || v == "false"
            || (!v.is_empty() && v.chars().all(|c| c.is_ascii_digit() || c == '-' || c == '_'))
        {
            v.replace('_', "")
        } else {
            return Err(format!(
                "line {lineno}: value for '{k}' must be a \"string\", a number, true or false"
            ));
        };
        out.insert(format!("{section}{k}"), value);
    }
    Ok(out)
}

fn strip_comment(line: &str) -> &str {
    let mut in_str = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_str = !in_str,
            '#' if !in_str => return &line[..i],
            _ => {}
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_sections_strings_numbers() {
        let c = parse("# referee\ndb = \"ref.db\" # here\naddress=\"referee@example.org\"\n[smtp]\nhost = \"mail.example.org\"\nport = 587\nstarttls = true\n").unwrap();
        assert_eq!(c["db"], "ref.db");
        assert_eq!(c["address"], "referee@example.org");
        assert_eq!(c["smtp.host"], "mail.example.org");
        assert_eq!(c["smtp.port"], "587");
        assert_eq!(c["smtp.starttls"], "true");
    }

    #[test]
    fn errors_name_the_line() {
        assert!(parse("db = ref.db").unwrap_err().contains("line 1"));
        assert!(parse("ok = 1\n[smtp\n").unwrap_err().contains("line 2"));
        assert!(parse("x = \"open").unwrap_err().contains("unterminated"));
    }
}
