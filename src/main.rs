//! `estafette`: parse the arguments, run, and turn the result into an exit
//! status. 0: done (for `ingest`: the message is handled, whatever it said);
//! 75: temporary failure, try again later; 1: an error, printed; 2: usage;
//! 101: a panic that escaped (none should).
//!
//! On glibc the C library calls `main` itself (`no_main`): the standard
//! library's own start-up is replaced by the part of it this program needs
//! (`start`). Elsewhere the standard library starts the program as usual:
//! only on glibc does it read the command line before its start-up (in
//! `.init_array`), so only there can its start-up be left out.

#![cfg_attr(all(target_os = "linux", target_env = "gnu"), no_main)]

/// The allocator, chosen once per process from its command line
/// ([`estafette::allocator`]): mimalloc, or the C library's for `ingest`.
#[global_allocator]
static ALLOCATOR: estafette::allocator::Chosen = estafette::allocator::Chosen;

/// Run by the C library before `main`, with the command line: choose
/// the C library's allocator for an `ingest` line.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
extern "C" fn choose(argc: libc::c_int, argv: *const *const libc::c_char, _envp: *const *const libc::c_char) {
    let n = usize::try_from(argc).unwrap_or(0);
    if argv.is_null() {
        return;
    }
    // SAFETY: glibc passes `main`'s own `argc` and `argv` to the
    // functions of `.init_array`: `argv` holds `argc` pointers to
    // NUL-terminated strings, alive for the whole process.
    let words = (0..n).map(|i| unsafe { std::ffi::CStr::from_ptr(*argv.add(i)) }.to_bytes());
    if estafette::cli::runs_ingest(words) {
        estafette::allocator::choose_system();
    }
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[used]
#[link_section = ".init_array.00099"]
static CHOOSE: extern "C" fn(libc::c_int, *const *const libc::c_char, *const *const libc::c_char) = choose;

/// What the standard library's start-up does before `main` that this
/// program needs, and no more. An MTA starts `ingest` once per message,
/// and the rest of that start-up, for a signal handler that reports a
/// stack overflow (the main thread's stack found by reading
/// `/proc/self/maps`, an alternate signal stack mapped, a guard page
/// protected) and the main thread's name, was about 70 µs a process here.
/// Without it a stack overflow ends the process with `SIGSEGV` instead of a
/// message and `SIGABRT`, and a panic names the thread `<unnamed>` instead
/// of `main`; either way the process fails, and the MTA keeps or bounces the
/// mail as it would.
///
/// Invariant: [`main`] calls [`start::prepare`] before anything else, and
/// ends through [`exit_now`].
#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod start {
    /// Make standard input, output and error valid file descriptors (on
    /// `/dev/null` if one is closed), so that no file this process opens
    /// takes their place and receives what is printed; and ignore
    /// `SIGPIPE`, so that writing to a closed pipe is an error returned,
    /// not the end of the process. Both as the standard library does.
    pub fn prepare() {
        // SAFETY: `poll`, `fcntl`, `open` and `signal` with valid
        // arguments; the `pollfd` array outlives the call.
        unsafe {
            let mut fds = [0, 1, 2].map(|fd| libc::pollfd {
                fd,
                events: 0,
                revents: 0,
            });
            let closed: [bool; 3] = loop {
                if libc::poll(fds.as_mut_ptr(), 3, 0) != -1 {
                    break fds.map(|p| p.revents & libc::POLLNVAL != 0);
                }
                match std::io::Error::last_os_error().raw_os_error() {
                    Some(libc::EINTR) => continue,
                    // `poll` refused (a limit on open files, or memory):
                    // ask each descriptor instead.
                    _ => {
                        break [0, 1, 2].map(|fd| {
                            libc::fcntl(fd, libc::F_GETFD) == -1
                                && std::io::Error::last_os_error().raw_os_error() == Some(libc::EBADF)
                        })
                    }
                }
            };
            // Lowest first: `open` takes the lowest free descriptor.
            for _ in closed.iter().filter(|c| **c) {
                if libc::open(c"/dev/null".as_ptr(), libc::O_RDWR) == -1 {
                    libc::abort();
                }
            }
            libc::signal(libc::SIGPIPE, libc::SIG_IGN);
        }
    }
}

/// Called by the C library with the command line, which the standard
/// library has already read (on glibc it takes it in `.init_array`, as
/// `choose` does).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[unsafe(no_mangle)]
extern "C" fn main(_argc: libc::c_int, _argv: *const *const libc::c_char) -> libc::c_int {
    start::prepare();
    // As the standard library's start-up: a panic that escapes (its
    // message already printed by the panic hook) ends with 101.
    let code = std::panic::catch_unwind(run).unwrap_or(101);
    exit_now(code)
}

/// Elsewhere, the standard library's start-up, then the same.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn main() {
    exit_now(run())
}

/// Parse the command line, run the command, print its error if any: the
/// exit status.
fn run() -> u8 {
    // Which allocator the process runs on, for the tests that watch the
    // choice (`tests/cli.rs`).
    if std::env::var_os("ESTAFETTE_REPORT_ALLOCATOR").is_some() {
        eprintln!("estafette: allocator: {}", estafette::allocator::name());
    }
    let cli = estafette::cli::Cli::parse_args();
    match estafette::cli::run(cli) {
        Ok(()) => 0,
        Err(f) => {
            eprintln!("estafette: {}", f.message);
            f.code
        }
    }
}

/// End the process with `code` once standard output is flushed, without
/// the C library's exit handlers. Everything the command owned (the
/// database above all, closed and synced) was dropped when `run` returned;
/// what is left at exit is mimalloc's handler, which returns every page of
/// its heap to the system one by one (a `madvise` each, and the TLB
/// flushes they cost) just before the system takes them all back anyway:
/// about a twentieth of a one-message `ingest` process.
fn exit_now(code: u8) -> ! {
    use std::io::Write;
    // As the standard library does at exit: a failure here has no one left
    // to tell.
    let _ = std::io::stdout().flush();
    // SAFETY: `_exit` ends the process at once; no Rust state outlives it.
    unsafe { libc::_exit(i32::from(code)) }
}
