//! The template renderer and the helpers that feed the mail frame.

use estafette::views::{
    escape_html, escape_html_wrapped, facts_html, facts_text, frame, paragraphs_html, render, seven_bit_html, Lang,
    TemplateError, HTML_LINE,
};

#[test]
fn fills_escaped_and_raw_placeholders() {
    let vars = [("name", "<Ann & \"Bo\">"), ("n", "3")];
    let t = "Hi {{name}}, {{{name}}}; {{ n }} moves.";
    assert_eq!(
        render(t, &vars, true).unwrap(),
        "Hi &lt;Ann &amp; &quot;Bo&quot;&gt;, <Ann & \"Bo\">; 3 moves."
    );
    assert_eq!(
        render(t, &vars, false).unwrap(),
        "Hi <Ann & \"Bo\">, <Ann & \"Bo\">; 3 moves."
    );
    assert_eq!(
        render("no placeholders { } }}", &vars, true).unwrap(),
        "no placeholders { } }}"
    );
}

#[test]
fn values_are_not_scanned_again() {
    let vars = [("a", "{{b}}"), ("b", "secret")];
    assert_eq!(render("{{a}}", &vars, false).unwrap(), "{{b}}");
    assert_eq!(render("{{{a}}}", &vars, true).unwrap(), "{{b}}");
}

#[test]
fn errors_name_the_problem_and_line() {
    let err = render("one\ntwo {{missing}}", &[("x", "1")], true).unwrap_err();
    assert_eq!(err, TemplateError("line 2: unknown variable 'missing'".to_string()));
    assert!(render("{{x", &[("x", "1")], false)
        .unwrap_err()
        .0
        .contains("never closed"));
    assert!(render("{{{x}}", &[("x", "1")], false)
        .unwrap_err()
        .0
        .contains("never closed"));
    assert!(render("{{x y}}", &[("x", "1")], false)
        .unwrap_err()
        .0
        .contains("not a variable name"));
    assert!(render("{{}}", &[], false).is_err());
    assert!(err.to_string().starts_with("template error: "));
}

#[test]
fn escape_covers_the_five_characters() {
    assert_eq!(
        escape_html("a<b>&\"c\"'d'é"),
        "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;&#233;"
    );
    // Everything outside ASCII becomes a numeric reference, so a mail's
    // HTML part is plain ASCII.
    assert_eq!(escape_html("Échéance — 😀"), "&#201;ch&#233;ance &#8212; &#128512;");
}

#[test]
fn escaped_text_is_broken_at_spaces_into_short_lines() {
    let long = "Sergeant attacked South's Scout on d4: South's Scout is removed, and the Flag is next.";
    let out = escape_html_wrapped(long);
    assert!(out.lines().count() > 1, "{out}");
    assert!(out.lines().all(|l| l.len() <= HTML_LINE), "{out}");
    assert_eq!(
        out.replace('\n', " "),
        escape_html(long),
        "only spaces become line breaks"
    );
    // A word longer than a line is cut by <wbr> tags, whose line break is
    // inside the tag, never inside a character reference.
    let word = "x".repeat(100);
    let cut = escape_html_wrapped(&word);
    assert!(cut.lines().all(|l| l.len() <= HTML_LINE), "{cut}");
    assert_eq!(cut.replace("<wbr\n>", ""), word);
    let accents = "é".repeat(40);
    let cut = escape_html_wrapped(&accents);
    assert!(cut.lines().all(|l| l.len() <= HTML_LINE + 6), "{cut}");
    assert_eq!(cut.replace("<wbr\n>", ""), escape_html(&accents));
}

#[test]
fn seven_bit_html_keeps_the_page_and_attribute_values() {
    let html = format!(
        "<p style=\"margin:0;padding:0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4;\" \
         title=\"a title with spaces that must stay on one line whatever happens\">Élan {} fin</p>\n<pre>{}</pre>",
        "mot ".repeat(30),
        "  keep   these   spaces ".repeat(4)
    );
    let out = seven_bit_html(&html);
    assert!(out.is_ascii());
    assert!(out.contains("title=\"a title with spaces that must stay on one line whatever happens\""));
    assert!(
        out.contains(&format!("<pre>{}</pre>", "  keep   these   spaces ".repeat(4))),
        "pre untouched"
    );
    assert!(out.contains("&#201;lan"));
    // Every line is short but those of the <pre> and of the long title
    // (which cannot be broken): broken after a ';' of the style, between
    // attributes, and at spaces of the text.
    for line in out.lines().filter(|l| !l.contains("<pre>") && !l.contains("title=")) {
        assert!(line.len() <= HTML_LINE + 8, "{line}");
    }
    // The style reads the same: only line breaks were added after ';'.
    let style = |s: &str| {
        s.split("style=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .replace('\n', "")
    };
    assert_eq!(style(&out), style(&html));
}

#[test]
fn paragraphs_and_facts() {
    assert_eq!(
        paragraphs_html("First line\nsecond <line>\n\n\n  \nThird.\r\n"),
        "<p style=\"margin:0 0 12px 0;\">\nFirst line\n<br>second &lt;line&gt;\n</p>\n\
         <p style=\"margin:0 0 12px 0;\">\nThird.\n</p>\n"
    );
    assert_eq!(paragraphs_html(""), "");
    let rows = [("Game", "lattaque-7"), ("To move", "North\n(you)"), ("Ply", "")];
    assert_eq!(
        facts_text(Lang::En, &rows),
        "Game:     lattaque-7\nTo move:  North\n          (you)\nPly:\n"
    );
    assert_eq!(
        facts_text(Lang::Fr, &[("Partie", "7"), ("Trait", "Nord")]),
        "Partie :  7\nTrait :   Nord\n"
    );
    let html = facts_html(&[("A&B", "x<y\nz")]);
    assert!(
        html.contains(">A&amp;B</td>") && html.contains(">\nx&lt;y\n<br>z\n</td>"),
        "{html}"
    );
    assert!(html.starts_with("<tr>") && html.ends_with("</tr>\n"));
}

#[test]
fn frame_requires_every_variable() {
    let vars = [("title", "t"), ("intro", "i"), ("board", ""), ("facts", "")];
    for lang in [Lang::En, Lang::Fr] {
        for html in [false, true] {
            let err = frame(lang, html, &vars).unwrap_err();
            assert!(err.0.contains("unknown variable 'footer'"), "{err}");
        }
    }
}

#[test]
fn text_frame_is_tidy() {
    let vars = [
        ("title", "T"),
        ("intro", "Hello.\n\n\n\nBye."),
        ("board", ""),
        ("facts", ""),
        ("footer", "Log-Head: g 1 ab"),
    ];
    let en = frame(Lang::En, false, &vars).unwrap();
    assert!(en.starts_with("T\n\nHello.\n\nBye.\n\nReply to this mail"), "{en}");
    assert!(en.ends_with("\n-- \nLog-Head: g 1 ab\n"), "{en}");
    assert!(!en.contains("\n\n\n"));
    let fr = frame(Lang::Fr, false, &vars).unwrap();
    assert!(
        fr.contains("Envoyez «\u{a0}help\u{a0}» pour la liste des commandes."),
        "{fr}"
    );
    let html = frame(
        Lang::Fr,
        true,
        &[
            ("title", "<T>"),
            ("intro", "<p>i</p>"),
            ("board", ""),
            ("facts", ""),
            ("footer", "f"),
        ],
    )
    .unwrap();
    assert!(
        html.contains("<html lang=\"fr\">") && html.contains("<title>&lt;T&gt;</title>") && html.contains("<p>i</p>")
    );
}
