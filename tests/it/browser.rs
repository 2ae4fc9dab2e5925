//! The HTML part of the referee's mails in a real browser: Debian's
//! headless Chromium lays out an invitation, a move, a combat, a refusal and
//! a game-over mail at a phone's 390 px and a desktop's 1280 px. On the
//! phone nothing scrolls sideways; the boards mark the last move (and the
//! combat); screenshots are kept under `target/screenshots/`.
//!
//! Without Chromium the test says so and passes, except where
//! `ESTAFETTE_BROWSER_TESTS=1` (CI, which installs it): there a missing
//! browser fails it. `ESTAFETTE_CHROMIUM` names the browser binary if it
//! is not `chromium` on the PATH.
//!
//! A page is measured in an `<iframe>` of the width wanted (headless
//! Chromium keeps its window at least 500 px wide), whose document a script
//! measures once loaded, writing the figures into the page that
//! `--dump-dom` prints.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{Harness, Sent, ARMY_NORTH, ARMY_SOUTH};
use estafette::games::any::{GameKind, OptionsSpec};
use estafette::games::Side;

/// The style of a square of the last move, and of the square it attacked.
const LAST_MOVE_STYLE: &str = "solid #22c55e";
const COMBAT_STYLE: &str = "dashed #f97316";

#[test]
fn mails_read_on_a_phone_and_a_desktop() {
    let Some(browser) = Browser::find() else {
        return;
    };
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder")
        .join("screenshots");
    std::fs::create_dir_all(&shots).expect("the screenshots folder");
    for (name, mail, marked, combat) in mails() {
        let page = shots.join(format!("{name}.html"));
        std::fs::write(&page, &mail.html).expect("the mail's page");
        let phone = browser.measure(&shots, name, &mail.html, 390);
        assert!(
            phone.scroll_width <= 390,
            "{name}: {} px wide on a 390 px phone",
            phone.scroll_width
        );
        let desktop = browser.measure(&shots, name, &mail.html, 1280);
        assert!(desktop.scroll_width <= 1280, "{name}: {} px wide", desktop.scroll_width);
        for m in [&phone, &desktop] {
            assert_eq!(m.marked > 0, marked, "{name}: {} squares of the last move", m.marked);
            assert_eq!(m.combat > 0, combat, "{name}: {} combat squares", m.combat);
        }
        browser.screenshot(&shots, name, 390, phone.scroll_height);
        browser.screenshot(&shots, name, 1280, desktop.scroll_height);
    }
}

/// The mails to look at: name, the mail to Alice, whether its board marks
/// a last move, and a combat.
fn mails() -> Vec<(&'static str, Sent, bool, bool)> {
    let mut h = Harness::new();
    let id = h.new_game(GameKind::Lattaque, OptionsSpec::default(), Side::First);
    let to_alice = |sent: Vec<Sent>| {
        sent.into_iter()
            .find(|m| m.to == "alice@example.org")
            .expect("a mail to Alice")
    };
    let invitation = to_alice(h.flush());
    h.play(&id, Side::First, &format!("SETUP\n{ARMY_SOUTH}"));
    h.play(&id, Side::Second, &format!("SETUP\n{ARMY_NORTH}"));
    let (_, sent) = h.play(&id, Side::First, "h4-h5");
    let moved = to_alice(sent);
    h.play(&id, Side::Second, "d7-d6");
    h.play(&id, Side::First, "i4-i6");
    let (_, sent) = h.play(&id, Side::Second, "d6-d5xd4");
    let combat = to_alice(sent);
    let (_, sent) = h.play(&id, Side::First, "z9-z10");
    let refused = to_alice(sent);
    let (_, sent) = h.play(&id, Side::First, "RESIGN");
    let over = to_alice(sent);
    assert!(over.subject.contains("game over"), "{}", over.subject);
    vec![
        ("invitation", invitation, false, false),
        ("move", moved, true, false),
        ("combat", combat, true, true),
        ("error", refused, true, true),
        ("game-over", over, true, true),
    ]
}

/// What a page measured in the browser.
struct Measure {
    scroll_width: u32,
    scroll_height: u32,
    marked: u32,
    combat: u32,
}

pub(crate) struct Browser {
    pub(crate) bin: PathBuf,
    profile: tempfile::TempDir,
}

impl Browser {
    /// The browser, or `None` (with a message) when it is missing and the
    /// browser tests are not required.
    pub(crate) fn find() -> Option<Browser> {
        let named = std::env::var_os("ESTAFETTE_CHROMIUM").map(PathBuf::from);
        let bin = named.or_else(|| {
            let path = std::env::var_os("PATH")?;
            std::env::split_paths(&path)
                .flat_map(|dir| ["chromium", "chromium-browser"].map(|b| dir.join(b)))
                .find(|p| p.is_file())
        });
        let required = std::env::var("ESTAFETTE_BROWSER_TESTS").is_ok_and(|v| v == "1");
        match bin {
            Some(bin) => Some(Browser {
                bin,
                profile: tempfile::tempdir().expect("a browser profile folder"),
            }),
            None if required => panic!("ESTAFETTE_BROWSER_TESTS=1 but no chromium on the PATH"),
            None => {
                // Straight to the standard error, which the test harness
                // does not capture, so that the skip shows.
                use std::io::Write as _;
                let _ = writeln!(
                    std::io::stderr(),
                    "browser test skipped: no chromium on the PATH (apt-get install chromium)"
                );
                None
            }
        }
    }

    /// Run the browser headless on `page` with `args`, and return what it
    /// printed; it is stopped if it is not done within a minute.
    pub(crate) fn run(&self, page: &Path, args: &[String]) -> String {
        let mut child = Command::new(&self.bin)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                "--virtual-time-budget=5000",
            ])
            .arg(format!("--user-data-dir={}", self.profile.path().display()))
            .args(args)
            .arg(page)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the browser starts");
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            match child.try_wait().expect("the browser runs") {
                Some(_) => break,
                None if Instant::now() > deadline => {
                    let _ = child.kill();
                    panic!("the browser did not finish with {}", page.display());
                }
                None => std::thread::sleep(Duration::from_millis(50)),
            }
        }
        let out = child.wait_with_output().expect("the browser's output");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Lay `html` out `width` px wide and measure it.
    fn measure(&self, dir: &Path, name: &str, html: &str, width: u32) -> Measure {
        let page = dir.join(format!("{name}-{width}.measure.html"));
        std::fs::write(&page, frame_page(html, width, 1000, true)).expect("the measuring page");
        let dom = self.run(&page, &["--window-size=1300,1000".into(), "--dump-dom".into()]);
        let figures = dom
            .split("data-measure=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap_or_else(|| panic!("{name} at {width} px: no measure in {dom}"));
        let n: Vec<u32> = figures
            .split(' ')
            .map(|f| f.parse().unwrap_or_else(|_| panic!("{name}: {figures:?}")))
            .collect();
        let [scroll_width, scroll_height, marked, combat] = n[..] else {
            panic!("{name}: {figures:?}")
        };
        Measure {
            scroll_width,
            scroll_height,
            marked,
            combat,
        }
    }

    /// A screenshot of the page `width` px wide, as tall as it is.
    fn screenshot(&self, dir: &Path, name: &str, width: u32, height: u32) {
        let page = dir.join(format!("{name}-{width}.shot.html"));
        let html = std::fs::read_to_string(dir.join(format!("{name}.html"))).expect("the mail's page");
        std::fs::write(&page, frame_page(&html, width, height, false)).expect("the screenshot page");
        let file = dir.join(format!("{name}-{width}.png"));
        let _ = std::fs::remove_file(&file);
        self.run(
            &page,
            &[
                format!("--window-size={},{}", width.max(500), height.max(200)),
                format!("--screenshot={}", file.display()),
            ],
        );
        assert!(file.is_file(), "no screenshot {}", file.display());
    }
}

/// A page showing `html` in a frame `width` px wide and `height` px tall;
/// with `measure`, a script writes into the page the frame document's
/// width and height and how many squares are marked as the last move and
/// as its combat.
fn frame_page(html: &str, width: u32, height: u32, measure: bool) -> String {
    let attr = html.replace('&', "&amp;").replace('"', "&quot;");
    let script = if measure {
        format!(
            "<script>window.addEventListener('load', function () {{\n\
             var d = document.getElementById('mail').contentDocument;\n\
             var count = function (s) {{ return d.querySelectorAll('td[style*=\"' + s + '\"]').length; }};\n\
             var e = d.documentElement;\n\
             document.body.setAttribute('data-measure', e.scrollWidth + ' ' + e.scrollHeight + ' '\n\
             + count('{LAST_MOVE_STYLE}') + ' ' + count('{COMBAT_STYLE}'));\n\
             }});</script>"
        )
    } else {
        String::new()
    };
    format!(
        "<!DOCTYPE html>\n<html><body style=\"margin:0\">\n\
         <iframe id=\"mail\" style=\"width:{width}px;height:{height}px;border:0;display:block\" srcdoc=\"{attr}\"></iframe>\n\
         {script}</body></html>\n"
    )
}
