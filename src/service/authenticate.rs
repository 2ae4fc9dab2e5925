//! Stage 2, authenticate: who a message is from, as far as the referee can
//! tell. A valid reply token, in a recipient's address or the subject,
//! names a game (or a `ch-N` challenge, a `cf-N` confirmation) and a side.
//! Once the game is read, the sender must be that side's registered
//! address and, when `require_dkim_from` is set, carry that server's
//! `dkim=pass` for its domain; a mail that is not is refused whole. The
//! same check of DKIM ([`dkim`]) guards the routes outside a game that
//! change what someone receives.

use super::Config;
use crate::keys::KeyFile;
use crate::mail::inbound::Inbound;
use crate::protocol;
use crate::says::decision::Said;
use crate::store::PlayerRow;

/// What a valid reply token names.
pub(super) struct Token {
    /// A game's id, or `ch-N` for challenge N.
    pub(super) game: String,
    /// The side (1 or 2); 2 for the one challenged.
    pub(super) player: u8,
    /// The log position the address was issued at (0 for an address of
    /// the first form, which carried none).
    pub(super) issued: u64,
}

/// The first valid token in the message's recipients, else in its subject.
pub(super) fn token(key: &KeyFile, msg: &Inbound) -> Option<Token> {
    let token_key = key.token_key();
    msg.recipients
        .iter()
        .chain(std::iter::once(&msg.subject))
        .flat_map(|text| protocol::token::find_in(text))
        .find_map(|candidate| protocol::token::read(&token_key, &candidate).ok())
        .map(|t| Token {
            game: t.game,
            player: t.player,
            issued: t.issued,
        })
}

/// Why a mail carrying a valid token for a game is refused before any of
/// its commands is read.
pub(super) enum Refusal<'a> {
    /// It came from another address than the side's registered one.
    WrongSender { registered: &'a str },
    /// The referee's own mail server did not vouch for its sender.
    NoDkim { authserv: &'a str },
}

/// Whether `sender` may speak for the side whose player is `registered`.
pub(super) fn sender<'a>(
    config: &'a Config,
    msg: &Inbound,
    sender: &str,
    registered: &'a PlayerRow,
) -> Option<Refusal<'a>> {
    if !registered.address.eq_ignore_ascii_case(sender) {
        return Some(Refusal::WrongSender {
            registered: &registered.address,
        });
    }
    dkim(config, msg, sender)
}

/// With `require_dkim_from`, the refusal of a message that does not carry
/// that server's `dkim=pass` for `sender`'s domain; `None` without it. Every
/// mail that changes what someone receives is checked: a game's commands,
/// OBSERVE, UNOBSERVE and NEW, a reply to a confirmation, the answer to a
/// challenge.
pub(super) fn dkim<'a>(config: &'a Config, msg: &Inbound, sender: &str) -> Option<Refusal<'a>> {
    let authserv = config.require_dkim_from.as_deref()?;
    (!dkim_passes(msg, authserv, sender)).then_some(Refusal::NoDkim { authserv })
}

impl Refusal<'_> {
    /// The inbox's record of the refusal.
    pub(super) fn summary(&self, sender: &str) -> Said {
        let sender = sender.to_string();
        match self {
            Refusal::WrongSender { registered } => Said::WrongSender {
                registered: registered.to_string(),
                sender,
            },
            Refusal::NoDkim { authserv } => Said::NoDkim {
                authserv: authserv.to_string(),
                sender,
            },
        }
    }
}

/// Does the message carry `dkim=pass` for the sender's domain in the
/// topmost Authentication-Results header, written by our own mail server
/// (`authserv`)? Lower headers are ignored: anyone can add such a header.
fn dkim_passes(msg: &Inbound, authserv: &str, sender: &str) -> bool {
    let domain = sender
        .rsplit_once('@')
        .map(|(_, d)| d.to_ascii_lowercase())
        .unwrap_or_default();
    // Only the topmost header counts: our own server adds it last, above
    // whatever the sender wrote (which may name our server too).
    msg.auth_results
        .first()
        .filter(|a| a.authserv_id.eq_ignore_ascii_case(authserv))
        .into_iter()
        .any(|a| {
            a.dkim
                .iter()
                .any(|d| d.result == "pass" && d.domain.as_deref().is_some_and(|signer| signs_for(signer, &domain)))
        })
}

/// Whether a DKIM signature of `signer` vouches for mail from `domain`:
/// the same domain, or the registrable domain it belongs to by the Public
/// Suffix List (`example.co.uk` for `mail.example.co.uk`); never a parent
/// above that (`co.uk`, or `test` for `players.test`), which would let one
/// domain's signature stand for another's.
fn signs_for(signer: &str, domain: &str) -> bool {
    let signer = signer.trim_end_matches('.').to_ascii_lowercase();
    let domain = domain.trim_end_matches('.').to_ascii_lowercase();
    if signer.is_empty() || domain.is_empty() {
        return false;
    }
    signer == domain || psl::domain_str(&domain).is_some_and(|registrable| registrable == signer)
}

#[cfg(test)]
mod tests {
    use super::signs_for;

    #[test]
    fn a_signature_vouches_for_its_own_domain_or_the_registrable_domain_only() {
        assert!(signs_for("players.test", "players.test"));
        assert!(signs_for("Example.org", "example.ORG"));
        assert!(signs_for("example.org", "mail.example.org"));
        assert!(signs_for("example.co.uk", "mail.example.co.uk"));
        assert!(signs_for("players.test", "eu.players.test"));
        // A parent that is a public suffix, or above the registrable domain.
        assert!(!signs_for("test", "players.test"));
        assert!(!signs_for("org", "example.org"));
        assert!(!signs_for("co.uk", "example.co.uk"));
        assert!(!signs_for("uk", "example.co.uk"));
        // A sibling, a child, a look-alike.
        assert!(!signs_for("mail.example.org", "example.org"));
        assert!(!signs_for("other.example.org", "mail.example.org"));
        assert!(!signs_for("ample.org", "example.org"));
        assert!(!signs_for("example.org.evil.test", "example.org"));
        assert!(!signs_for("", "example.org"));
        assert!(!signs_for("example.org", ""));
    }
}
