//! The mail frame and its templates (minijinja): escaping, strictness, the
//! text and HTML forms, and the pass that makes the HTML go out as 7bit.

use crate::common;

use common::Harness;
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;
use estafette::views::{escape_html, facts_text, frame, frame_from_source, seven_bit_html, Frame, Lang, HTML_LINE};

/// The frame's parts for the tests: no board.
fn parts<'a>(title: &'a str, intro: &'a str, facts: &'a [(&'a str, &'a str)]) -> Frame<'a> {
    Frame {
        title,
        intro,
        board: None,
        facts,
        footer: "Log-Head: g 1 ab",
        invite: true,
        ..Frame::default()
    }
}

/// Player text with everything HTML or a template could make something of.
const HOSTILE: &str = "<script>alert(\"x\")</script> & 'co' {{ title }} {% if 1 %}";

#[test]
fn values_are_escaped_in_html_and_literal_in_text() {
    let facts = [("Player", HOSTILE), ("Note", "a\n<b>b</b>")];
    let intro = format!("{HOSTILE}\nsecond line\n\n  indented {HOSTILE}");
    let p = parts(HOSTILE, &intro, &facts);
    for lang in [Lang::En, Lang::Fr] {
        let text = frame(lang, false, &p).unwrap();
        assert!(
            text.starts_with(&format!("{HOSTILE}\n\n{HOSTILE}\nsecond line\n")),
            "{text}"
        );
        assert!(text.contains(&format!("  indented {HOSTILE}")), "{text}");
        assert!(text.contains(HOSTILE), "{text}");
        let html = frame(lang, true, &p).unwrap();
        assert!(!html.contains("<script") && !html.contains("<b>b"), "{html}");
        // Values are never read as templates.
        assert!(html.contains("{{ title }} {% if 1 %}") && text.contains("{{ title }} {% if 1 %}"));
        let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;";
        // In the title, the heading, the paragraph, the `pre` block and the
        // facts table (lines may be broken at the spaces).
        assert_eq!(html.replace('\n', " ").matches(escaped).count(), 5, "{html}");
        assert!(html.contains("&lt;b&gt;b&lt;/b&gt;"), "{html}");
    }
}

#[test]
fn a_template_naming_an_undefined_variable_fails() {
    let facts = [("Game", "g-1")];
    let p = parts("T", "Hello.", &facts);
    for html in [false, true] {
        let source = if html {
            "{% extends \"layout.html\" %}{% block reply %}<p>{{ titel }}</p>{% endblock %}"
        } else {
            "{{ title }}\n{{ titel }}\n"
        };
        let err = frame_from_source(source, Lang::En, html, &p).unwrap_err();
        assert!(err.to_string().starts_with("template error: "), "{err}");
        assert!(err.to_string().contains("undefined"), "{err}");
        // An attribute the values do not have fails as well.
        let source = "{% for fact in facts %}{{ fact.lable }}{% endfor %}";
        if html {
            assert!(frame_from_source(source, Lang::En, true, &p).is_err());
        }
        // The shipped frame, given as a source, renders as `frame` does.
        let shipped = if html {
            include_str!("../../templates/frame.html")
        } else {
            include_str!("../../templates/frame.txt")
        };
        assert_eq!(
            frame_from_source(shipped, Lang::En, html, &p).unwrap(),
            frame(Lang::En, html, &p).unwrap()
        );
    }
    let err = frame_from_source("{% if %}", Lang::En, false, &p).unwrap_err();
    assert!(err.to_string().contains("syntax error"), "{err}");
}

/// A hostile player name and MESSAGE go through a whole game's mails: the
/// HTML part shows them escaped, the text part as they were written.
#[test]
fn player_names_and_messages_are_escaped_in_mails() {
    let mut h = Harness::new();
    let mut ps = common::players();
    ps[1].name = format!("Bob {HOSTILE}");
    let id = h
        .svc
        .new_game(GameKind::Strand, OptionsSpec::default(), ps, Some(Side::First), None)
        .unwrap();
    let sent = h.flush();
    let (_, sent_after) = h.play(&id, Side::First, &format!("MESSAGE {HOSTILE}"));
    let mails: Vec<_> = sent.iter().chain(&sent_after).collect();
    assert!(mails.len() >= 3, "{mails:?}");
    let mut saw_message = false;
    for m in mails {
        // The text part is wrapped at spaces for narrow screens.
        let text = m.text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(&format!("Bob {HOSTILE}")), "{}", m.text);
        assert!(!m.html.contains("<script"), "{}", m.html);
        assert!(!m.html.contains("'co'"), "{}", m.html);
        let flat = m.html.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(
            flat.contains("Bob &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39; {{ title }}"),
            "{}",
            m.html
        );
        if m.to.contains("bob") && text.matches(HOSTILE).count() >= 2 {
            saw_message = true;
            assert!(flat.matches("&lt;script&gt;").count() >= 3, "{}", m.html);
        }
    }
    assert!(saw_message, "Bob is told Alice's message");
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
fn long_text_is_broken_at_spaces_and_long_words_by_wbr() {
    let long = "Sergeant attacked South's Scout on d4: South's Scout is removed, and the Flag is next.";
    let facts = [("Position", &*"x".repeat(100)), ("Accents", &*"é".repeat(40))];
    let html = frame(Lang::En, true, &parts("T", long, &facts)).unwrap();
    assert!(html.is_ascii());
    assert!(html.lines().all(|l| l.len() <= HTML_LINE), "{html}");
    let para = html
        .split("<p style=\"margin:0 0 12px 0;\">\n")
        .nth(1)
        .unwrap_or_default();
    let para = para.split("\n</p>").next().unwrap_or_default();
    assert!(para.lines().count() > 1, "{html}");
    assert_eq!(
        para.replace('\n', " "),
        escape_html(long),
        "only spaces become line breaks"
    );
    // A word longer than a line is cut by <wbr> tags, whose line break is
    // inside the tag, never inside a character reference.
    let unwrapped = html.replace("<wbr\n>", "");
    assert!(unwrapped.contains(&"x".repeat(100)), "{html}");
    assert!(unwrapped.contains(&"&#233;".repeat(40)), "{html}");
    // The title is left whole (a `<wbr>` there would be shown as text).
    let title = "y".repeat(90);
    let html = frame(Lang::En, true, &parts(&title, "", &facts)).unwrap();
    assert!(html.contains(&format!("<title>{title}</title>")), "{html}");
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
    assert_eq!(seven_bit_html(&out), out, "a second pass changes nothing");
}

#[test]
fn facts_as_text_are_aligned() {
    let rows = [("Game", "lattaque-7"), ("To move", "North\n(you)"), ("Ply", "")];
    assert_eq!(
        facts_text(Lang::En, &rows),
        "Game:     lattaque-7\nTo move:  North\n          (you)\nPly:\n"
    );
    assert_eq!(
        facts_text(Lang::Fr, &[("Partie", "7"), ("Trait", "Nord")]),
        "Partie :  7\nTrait :   Nord\n"
    );
}

#[test]
fn facts_and_paragraphs_in_html() {
    let facts = [("A&B", "x<y\nz"), ("Ply", "")];
    let html = frame(
        Lang::En,
        true,
        &parts("T", "First line\nsecond <line>\n\n\n  \nThird.\r\n", &facts),
    )
    .unwrap();
    assert!(
        html.contains(
            "<p style=\"margin:0 0 12px 0;\">\nFirst line\n<br>second &lt;line&gt;\n</p>\n\
             <p style=\"margin:0 0 12px 0;\">\nThird.\n</p>\n"
        ),
        "{html}"
    );
    assert!(
        html.contains(">A&amp;B</td>") && html.contains(">\nx&lt;y\n<br>z\n</td>"),
        "{html}"
    );
    assert!(
        html.contains(">Ply</td>\n<td style=\"padding:2px 0;vertical-align:top;\">\n</td></tr>"),
        "{html}"
    );
    // No facts, no table.
    let html = frame(Lang::En, true, &parts("T", "", &[])).unwrap();
    assert!(!html.contains("<table"), "{html}");
}

#[test]
fn text_frame_is_tidy() {
    let p = parts("T", "Hello.\n\n\n\nBye.", &[]);
    let en = frame(Lang::En, false, &p).unwrap();
    assert!(en.starts_with("T\n\nHello.\n\nBye.\n\nReply to this mail"), "{en}");
    assert!(en.ends_with("\n-- \nLog-Head: g 1 ab\n"), "{en}");
    assert!(!en.contains("\n\n\n"));
    let fr = frame(Lang::Fr, false, &p).unwrap();
    assert!(
        fr.contains("Envoyez «\u{a0}AIDE\u{a0}» pour la liste des commandes."),
        "{fr}"
    );
    let html = frame(Lang::Fr, true, &parts("<T>", "i", &[])).unwrap();
    assert!(
        html.contains("<html lang=\"fr\">") && html.contains("<title>&lt;T&gt;</title>"),
        "{html}"
    );
    assert!(html.contains("R&#233;pondez"), "{html}");
    assert!(html.ends_with("</html>\n"), "{html}");
}
