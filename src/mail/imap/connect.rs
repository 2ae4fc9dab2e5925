//! Connecting: resolving, TCP, and TLS (implicit or STARTTLS).

use super::config::*;
use crate::mail::fault::ImapFault;
use std::io::{self, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::Arc;

use rustls::pki_types::ServerName;
use rustls::{ClientConfig, ClientConnection, StreamOwned};

/// Whether `host` names the loopback interface.
pub(super) fn is_loopback_host(host: &str) -> bool {
    let h = host.trim().trim_end_matches('.');
    if h.eq_ignore_ascii_case("localhost") {
        return true;
    }
    let h = h.strip_prefix('[').and_then(|x| x.strip_suffix(']')).unwrap_or(h);
    h.parse::<IpAddr>().is_ok_and(is_loopback_ip)
}

pub(super) fn is_loopback_ip(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback(),
        IpAddr::V6(v6) => v6.is_loopback() || v6.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback()),
    }
}

/// Check the settings and resolve the host. Plain text is refused unless
/// the host is a loopback name or address, and then only loopback
/// addresses are used.
pub(super) fn resolve(cfg: &ImapConfig) -> Result<Vec<SocketAddr>, ImapError> {
    let host = cfg.host.trim();
    if host.is_empty() {
        return Err(ImapError::typed(false, &ImapFault::NoHost));
    }
    if cfg.user.is_empty() {
        return Err(ImapError::typed(false, &ImapFault::NoUser));
    }
    if cfg.mailbox.is_empty() {
        return Err(ImapError::typed(false, &ImapFault::NoMailbox));
    }
    if let ImapAfter::Move(folder) = &cfg.after {
        if folder.is_empty() || folder == &cfg.mailbox {
            return Err(ImapError::typed(false, &ImapFault::MoveSame { folder: folder.clone() }));
        }
    }
    if cfg.tls == ImapTls::Plain && !is_loopback_host(host) {
        return Err(ImapError::typed(
            false,
            &ImapFault::PlainRemote { host: host.to_string() },
        ));
    }
    let bare = host.strip_prefix('[').and_then(|x| x.strip_suffix(']')).unwrap_or(host);
    let mut addrs: Vec<SocketAddr> = (bare, cfg.port)
        .to_socket_addrs()
        .map_err(|e| {
            ImapError::typed(
                true,
                &ImapFault::Resolve {
                    host: host.to_string(),
                    error: e.to_string(),
                },
            )
        })?
        .collect();
    if cfg.tls == ImapTls::Plain {
        addrs.retain(|a| is_loopback_ip(a.ip()));
    }
    if addrs.is_empty() {
        return Err(ImapError::typed(true, &ImapFault::NoAddress { host: host.to_string() }));
    }
    Ok(addrs)
}

pub(super) fn connect_tcp(addrs: &[SocketAddr], cfg: &ImapConfig) -> Result<TcpStream, ImapError> {
    let mut last = None;
    for a in addrs {
        match TcpStream::connect_timeout(a, cfg.timeout) {
            Ok(s) => {
                let set = s
                    .set_read_timeout(Some(cfg.timeout))
                    .and_then(|()| s.set_write_timeout(Some(cfg.timeout)))
                    .and_then(|()| s.set_nodelay(true));
                set.map_err(|e| {
                    ImapError::typed(
                        true,
                        &ImapFault::Socket {
                            address: a.to_string(),
                            error: e.to_string(),
                        },
                    )
                })?;
                return Ok(s);
            }
            Err(e) => last = Some(format!("{a}: {e}")),
        }
    }
    Err(ImapError::typed(
        true,
        &ImapFault::Connect {
            host: cfg.host.clone(),
            port: cfg.port.to_string(),
            last,
        },
    ))
}

pub(super) fn tls_config() -> Result<Arc<ClientConfig>, ImapError> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let verifier = rustls_platform_verifier::Verifier::new(provider.clone())
        .map_err(|e| ImapError::typed(false, &ImapFault::Verifier { error: e.to_string() }))?;
    let config = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| ImapError::typed(false, &ImapFault::TlsSetup { error: e.to_string() }))?
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(verifier))
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// Wrap `tcp` in TLS and finish the handshake, so certificate problems
/// are reported as such.
pub(super) fn start_tls(tcp: TcpStream, host: &str) -> Result<Stream, ImapError> {
    let bare = host.trim().trim_end_matches('.');
    let bare = bare.strip_prefix('[').and_then(|x| x.strip_suffix(']')).unwrap_or(bare);
    let name = ServerName::try_from(bare.to_string()).map_err(|e| {
        ImapError::typed(
            false,
            &ImapFault::CertName {
                host: host.to_string(),
                error: e.to_string(),
            },
        )
    })?;
    let conn = ClientConnection::new(tls_config()?, name).map_err(|e| {
        ImapError::typed(
            false,
            &ImapFault::TlsSetupFor {
                host: host.to_string(),
                error: e.to_string(),
            },
        )
    })?;
    let mut tls = StreamOwned::new(conn, tcp);
    while tls.conn.is_handshaking() {
        if let Err(e) = tls.conn.complete_io(&mut tls.sock) {
            let cert = e
                .get_ref()
                .and_then(|inner| inner.downcast_ref::<rustls::Error>())
                .is_some_and(|r| matches!(r, rustls::Error::InvalidCertificate(_)));
            let fault = ImapFault::Handshake {
                host: host.to_string(),
                error: e.to_string(),
            };
            return Err(ImapError::typed(!cert, &fault));
        }
    }
    Ok(Stream::Tls(Box::new(tls)))
}

/// The byte stream under the protocol.
pub(super) enum Stream {
    Plain(TcpStream),
    Tls(Box<StreamOwned<ClientConnection, TcpStream>>),
    /// Only while a plain stream is being moved into TLS.
    Gone,
}

pub(super) fn gone() -> io::Error {
    io::Error::new(io::ErrorKind::NotConnected, "connection given up")
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stream::Plain(s) => s.read(buf),
            Stream::Tls(s) => s.read(buf),
            Stream::Gone => Err(gone()),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stream::Plain(s) => s.write(buf),
            Stream::Tls(s) => s.write(buf),
            Stream::Gone => Err(gone()),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stream::Plain(s) => s.flush(),
            Stream::Tls(s) => s.flush(),
            Stream::Gone => Err(gone()),
        }
    }
}
