// Shared by the library and its build script (`include!`d by both): the
// id an entry of a Fluent file defines, from the line that starts it.

/// The id an entry starting the line `line` defines (`-name` for a term),
/// if the line starts one: in a Fluent file only an entry starts a line
/// with a letter or a `-` followed by an identifier and `=`.
fn entry_id(line: &str) -> Option<&str> {
    let first = *line.as_bytes().first()?;
    if !(first.is_ascii_alphabetic() || first == b'-') {
        return None;
    }
    let start = usize::from(first == b'-');
    let end = line[start..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .map_or(line.len(), |n| n + start);
    let rest = line[end..].trim_start_matches([' ', '\t']);
    (end > start && rest.starts_with('=')).then(|| &line[..end])
}
