//! `estafette`: parse the arguments, run, and turn the result into an exit
//! status. 0: done (for `ingest`: the message is handled, whatever it said);
//! 75: temporary failure, try again later; 1: an error, printed; 2: usage.

/// mimalloc instead of the system allocator: a move allocates many small
/// strings while it renders and builds mail, and mimalloc does that with
/// about a tenth fewer instructions in all (see docs/PERFORMANCE.md).
/// Built without transparent huge pages (`no_thp`), and its version 2
/// (`v2`) rather than 3, so that a short process (`ingest`) starts as fast
/// and as small as with the system allocator: version 3 lays out its arena
/// as the process starts, about 35 more page faults and 0.2-0.3 ms for
/// each process, for the same instructions in `poll`. Only the binary sets
/// it; the library and its fuzz targets keep the default.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let cli = estafette::cli::Cli::parse_args();
    let code = match estafette::cli::run(cli) {
        Ok(()) => 0,
        Err(f) => {
            eprintln!("estafette: {}", f.message);
            f.code
        }
    };
    exit_now(code)
}

/// End the process with `code` once standard output is flushed, without
/// the C library's exit handlers. Everything the command owned (the
/// database above all, closed and synced) was dropped when `run` returned;
/// what is left at exit is mimalloc's handler, which returns every page of
/// its heap to the system one by one (a `madvise` each, and the TLB
/// flushes they cost) just before the system takes them all back anyway:
/// about a twentieth of a one-message `ingest` process
/// (docs/PERFORMANCE.md, eighth round).
fn exit_now(code: u8) -> ! {
    use std::io::Write;
    // As the standard library does at exit: a failure here has no one left
    // to tell.
    let _ = std::io::stdout().flush();
    // SAFETY: `_exit` ends the process at once; no Rust state outlives it.
    unsafe { libc::_exit(i32::from(code)) }
}
