//! The template renderer and the helpers that feed the mail frame.

use estafette::views::{
    escape_html, facts_html, facts_text, frame, paragraphs_html, render, Lang, TemplateError,
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
    assert_eq!(
        err,
        TemplateError("line 2: unknown variable 'missing'".to_string())
    );
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
        "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;é"
    );
}

#[test]
fn paragraphs_and_facts() {
    assert_eq!(
        paragraphs_html("First line\nsecond <line>\n\n\n  \nThird.\r\n"),
        "<p style=\"margin:0 0 12px 0;\">First line<br>\nsecond &lt;line&gt;</p>\n\
         <p style=\"margin:0 0 12px 0;\">Third.</p>\n"
    );
    assert_eq!(paragraphs_html(""), "");
    let rows = [
        ("Game", "lattaque-7"),
        ("To move", "North\n(you)"),
        ("Ply", ""),
    ];
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
        html.contains(">A&amp;B</td>") && html.contains(">x&lt;y<br>z</td>"),
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
    assert!(
        en.starts_with("T\n\nHello.\n\nBye.\n\nReply to this mail"),
        "{en}"
    );
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
        html.contains("<html lang=\"fr\">")
            && html.contains("<title>&lt;T&gt;</title>")
            && html.contains("<p>i</p>")
    );
}
