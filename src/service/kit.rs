//! The player kit in blind games' invitations: a paragraph with the kit's
//! address (`kit_url`) and the page itself attached (`kit_attach = true`,
//! `kit_file`). Other mails, and the invitations of other games, are left
//! as they are.

use super::{Config, Error, Kind, Result, ServiceError};
use crate::mail::outbound::Attachment;
use crate::referee::{GameState, MailPlan, Para};
use std::borrow::Cow;

/// The name the attached page goes by, whatever the file is called.
pub(super) const PAGE_NAME: &str = "estafette-kit.html";

/// Whether `plan` is the invitation of a blind game (the mail that asks
/// the player to seal an army).
fn blind_invitation(st: &GameState, plan: &MailPlan) -> bool {
    st.blind.is_some() && plan.paras.contains(&Para::Welcome)
}

/// `plan`, with the paragraph offering the kit when it is a blind game's
/// invitation and the referee offers the kit.
pub(super) fn with_kit<'p>(config: &Config, st: &GameState, plan: &'p MailPlan) -> Cow<'p, MailPlan> {
    if !blind_invitation(st, plan) {
        return Cow::Borrowed(plan);
    }
    let attached = config.kit_page.as_ref().map(|_| PAGE_NAME);
    if config.kit_url.is_none() && attached.is_none() {
        return Cow::Borrowed(plan);
    }
    let mut plan = plan.clone();
    plan.paras.push(Para::Kit {
        url: config.kit_url.clone(),
        attached: attached.map(str::to_string),
    });
    Cow::Owned(plan)
}

/// The page to attach to the invitations among `plans`, read once for all
/// of them: `None` when none is a blind game's invitation or the referee
/// attaches no page. A page that cannot be read is an error naming it.
pub(super) fn page(config: &Config, st: &GameState, plans: &[MailPlan]) -> Result<Option<Attachment>> {
    let Some(path) = &config.kit_page else {
        return Ok(None);
    };
    if !plans.iter().any(|p| blind_invitation(st, p)) {
        return Ok(None);
    }
    let body = std::fs::read_to_string(path).map_err(|e| {
        let failed = ServiceError::KitFile {
            path: path.display().to_string(),
            error: e.to_string(),
        };
        Error::typed(Kind::Failed, &failed)
    })?;
    Ok(Some(Attachment {
        name: PAGE_NAME.into(),
        content_type: "text/html; charset=utf-8".into(),
        body,
    }))
}

/// The attachments of `plan`'s mail: the game's transcript when the plan
/// asks for it, the kit's page when it is a blind game's invitation, set
/// for the game and the player ([`for_the_player`]).
pub(super) fn attachments(
    st: &GameState,
    plan: &MailPlan,
    transcript: Option<&Attachment>,
    page: Option<&Attachment>,
) -> Vec<Attachment> {
    let transcript = transcript.filter(|_| plan.transcript).cloned();
    let page = page
        .filter(|_| blind_invitation(st, plan))
        .map(|p| for_the_player(st, plan, p));
    transcript.into_iter().chain(page).collect()
}

/// The id of the element of the attached page that holds the invitation.
pub const INVITATION_ID: &str = "estafette-invitation";

/// The kit's page with the invitation in it, for the page to read: before
/// its `</body>` (or at its end), a `<script type="application/json"
/// id="estafette-invitation">` element (data, never run) holding
/// `{"game", "side", "turn", "options"}`: the game's id, the player's
/// board side (`south`, `north`), `first` or `second`, and the game's
/// options as a secret file and a position text write them
/// (`attack=frontal,...`). A commitment sealed under other options is
/// refused by the referee.
fn for_the_player(st: &GameState, plan: &MailPlan, page: &Attachment) -> Attachment {
    let Some(bg) = st.blind.as_deref() else {
        return page.clone();
    };
    let data = serde_json::json!({
        "game": st.id,
        "side": crate::protocol::blind::board_side_name(plan.to),
        "turn": if plan.to == bg.first_to_move { "first" } else { "second" },
        "options": bg.opts.to_text(),
    });
    // Data in a script element: nothing in it may close the element.
    let json = data.to_string().replace('<', "\\u003c");
    let element = format!("<script type=\"application/json\" id=\"{INVITATION_ID}\">{json}</script>\n");
    let mut body = page.body.clone();
    let at = body.rfind("</body>").unwrap_or(body.len());
    body.insert_str(at, &element);
    Attachment { body, ..page.clone() }
}
