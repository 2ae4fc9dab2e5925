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
/// asks for it, the kit's page when it is a blind game's invitation.
pub(super) fn attachments(
    st: &GameState,
    plan: &MailPlan,
    transcript: Option<&Attachment>,
    page: Option<&Attachment>,
) -> Vec<Attachment> {
    let transcript = transcript.filter(|_| plan.transcript);
    let page = page.filter(|_| blind_invitation(st, plan));
    transcript.into_iter().chain(page).cloned().collect()
}
