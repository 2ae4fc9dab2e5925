//! The figures as printed: ranges over runs, memory, the machine, and the
//! summary against the targets of docs/PERFORMANCE.md.

use serde_json::Value;

/// A number of a worker's figures (NaN if missing).
pub fn f64_of(v: &Value, k: &str) -> f64 {
    v.get(k).and_then(Value::as_f64).unwrap_or(f64::NAN)
}

/// A count of a worker's figures (0 if missing).
pub fn u64_of(v: &Value, k: &str) -> u64 {
    v.get(k).and_then(Value::as_u64).unwrap_or(0)
}

/// Messages a second of a worker's run.
pub fn rate(v: &Value) -> f64 {
    u64_of(v, "messages") as f64 / f64_of(v, "seconds")
}

/// The largest peak memory of some runs, in KiB.
pub fn peak(runs: &[Value]) -> u64 {
    runs.iter().map(|v| u64_of(v, "peak_kib")).max().unwrap_or(0)
}

/// "min-max" of some figures with `digits` decimals ("min" if they agree
/// to that precision, "-" if there are none).
pub fn range(xs: &[f64], digits: usize) -> String {
    if xs.is_empty() {
        return "-".into();
    }
    let lo = format!("{:.digits$}", xs.iter().copied().fold(f64::INFINITY, f64::min));
    let hi = format!("{:.digits$}", xs.iter().copied().fold(f64::NEG_INFINITY, f64::max));
    if lo == hi {
        lo
    } else {
        format!("{lo}-{hi}")
    }
}

/// KiB as MiB with one decimal, or "n/a" when unknown.
pub fn mib(kib: u64) -> String {
    if kib == 0 {
        "n/a".into()
    } else {
        format!("{:.1} MiB", kib as f64 / 1024.0)
    }
}

/// The CPU time per message of each run, in µs; empty unless every run
/// reports it.
pub fn cpu_micros(runs: &[Value]) -> Vec<f64> {
    let per: Vec<f64> = runs
        .iter()
        .filter_map(|v| {
            let cpu = v.get("cpu_seconds").and_then(Value::as_f64)?;
            let n = u64_of(v, "messages");
            (n > 0).then(|| cpu * 1e6 / n as f64)
        })
        .collect();
    if per.len() == runs.len() {
        per
    } else {
        Vec::new()
    }
}

/// Run by run, `a`'s figure over `b`'s (the two lists paired in order);
/// empty unless both have one for every run.
pub fn ratios(a: &[f64], b: &[f64]) -> Vec<f64> {
    if a.len() != b.len() {
        return Vec::new();
    }
    a.iter().zip(b).map(|(a, b)| a / b).collect()
}

/// The machine, for the record.
pub fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines().find_map(|l| {
                l.strip_prefix("model name")
                    .map(|v| v.trim_start_matches([' ', '\t', ':']).to_string())
            })
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let mem = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("MemTotal:").map(|v| v.trim().to_string()))
        })
        .unwrap_or_default();
    format!("{cpu}, {cores} core(s), {mem} RAM")
}

/// What a run measured, for [`Summary::print`]. Each list holds the
/// workers' figures, one per run.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// "N messages over G games" of the load, and the durability and
    /// grouping of `poll`.
    pub load: String,
    pub setting: String,
    pub floor: Vec<Value>,
    pub poll: Vec<Value>,
    /// For each count of `ingest` processes at once, its runs.
    pub ingest: Vec<(usize, Vec<Value>)>,
    /// "G games, D due" and the runs.
    pub tick_load: String,
    pub tick: Vec<Value>,
    pub plies: usize,
    pub export: Option<Value>,
    pub verify: Option<Value>,
}

/// One row of the summary: measurement, target, measured, and whether the
/// worst run met the target (`None`: no target).
type Row = (String, &'static str, String, Option<bool>);

/// 64 MB, in KiB.
const MEMORY_TARGET_KIB: f64 = 64e6 / 1024.0;

impl Summary {
    /// The summary's rows, for what was measured.
    pub fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        if !self.poll.is_empty() {
            let rates: Vec<f64> = self.poll.iter().map(rate).collect();
            let floor: Vec<f64> = self.floor.iter().map(rate).collect();
            let by_rate = ratios(&rates, &floor);
            rows.push((
                format!("`poll` of {}, {}", self.load, self.setting),
                "≥ 2,000 msg/s",
                format!("{} msg/s", range(&rates, 0)),
                Some(least(&rates) >= 2000.0),
            ));
            let by_cpu = ratios(&cpu_micros(&self.floor), &cpu_micros(&self.poll));
            rows.push((
                "`poll` against the floor".into(),
                "≥ 0.15",
                format!("{} ({} by CPU per message)", range(&by_rate, 3), range(&by_cpu, 3)),
                Some(!by_rate.is_empty() && least(&by_rate) >= 0.15),
            ));
        }
        for (jobs, runs) in &self.ingest {
            let rates: Vec<f64> = runs.iter().map(rate).collect();
            let (what, target) = match jobs {
                1 => (
                    "one `ingest` process per message, one at a time".to_string(),
                    Some(200.0),
                ),
                n => (format!("one `ingest` process per message, {n} at once"), None),
            };
            rows.push((
                what,
                if target.is_some() { "≥ 200 msg/s" } else { "" },
                format!("{} msg/s", range(&rates, 0)),
                target.map(|t| least(&rates) >= t),
            ));
        }
        if !self.tick.is_empty() {
            let ms: Vec<f64> = self.tick.iter().map(|v| f64_of(v, "first_ms")).collect();
            rows.push((
                format!("`tick` over {}", self.tick_load),
                "< 200 ms",
                format!("{} ms", range(&ms, 1)),
                Some(most(&ms) < 200.0),
            ));
        }
        self.transcript_rows(&mut rows);
        if let Some((kib, what)) = self.largest_peak() {
            rows.push((
                "peak memory (max RSS), the largest of every process".into(),
                "< 64 MB",
                format!("{} (`{what}`)", mib(kib)),
                Some((kib as f64) < MEMORY_TARGET_KIB),
            ));
        }
        rows
    }

    /// The rows of `verify` and `export`.
    fn transcript_rows(&self, rows: &mut Vec<Row>) {
        let plies = self.plies;
        if let Some(v) = &self.verify {
            let best = f64_of(v, "best_ms");
            rows.push((
                format!("`verify` of a {plies}-ply game"),
                "< 50 ms",
                format!("{best:.1} ms best, {:.1} ms median", f64_of(v, "median_ms")),
                Some(f64_of(v, "median_ms") < 50.0),
            ));
        }
        if let Some(v) = &self.export {
            rows.push((
                "`export` of the same".to_string(),
                "",
                format!(
                    "{:.1} ms best, {:.1} ms median, {:.0} KiB of JSON",
                    f64_of(v, "best_ms"),
                    f64_of(v, "median_ms"),
                    u64_of(v, "bytes") as f64 / 1024.0
                ),
                None,
            ));
        }
    }

    /// The largest peak memory measured, and whose it was.
    fn largest_peak(&self) -> Option<(u64, &'static str)> {
        let mut all = vec![
            (peak(&self.floor), "floor"),
            (peak(&self.poll), "poll"),
            (peak(&self.tick), "tick"),
        ];
        all.extend(self.ingest.iter().map(|(_, runs)| (peak(runs), "ingest")));
        all.extend(self.export.iter().map(|v| (u64_of(v, "peak_kib"), "export")));
        all.extend(self.verify.iter().map(|v| (u64_of(v, "peak_kib"), "verify")));
        all.into_iter().filter(|(kib, _)| *kib > 0).max_by_key(|(kib, _)| *kib)
    }

    /// Print the summary as a Markdown table.
    pub fn print(&self) {
        println!("\n| measurement | target | measured | |");
        println!("|---|---|---|---|");
        for (what, target, measured, met) in self.rows() {
            let status = match met {
                Some(true) => "met",
                Some(false) => "**missed**",
                None => "",
            };
            println!("| {what} | {target} | {measured} | {status} |");
        }
    }
}

/// The smallest of some figures (NaN if none).
fn least(xs: &[f64]) -> f64 {
    xs.iter().copied().reduce(f64::min).unwrap_or(f64::NAN)
}

/// The largest of some figures (NaN if none).
fn most(xs: &[f64]) -> f64 {
    xs.iter().copied().reduce(f64::max).unwrap_or(f64::NAN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn ranges_give_the_lowest_and_highest() {
        assert_eq!(range(&[3.0, 1.04, 2.0], 1), "1.0-3.0");
        assert_eq!(range(&[2.0, 2.01], 1), "2.0");
        assert_eq!(range(&[163.6, 164.4], 0), "164");
        assert_eq!(range(&[], 0), "-");
        assert_eq!(mib(0), "n/a");
        assert_eq!(mib(2048), "2.0 MiB");
    }

    #[test]
    fn cpu_per_message_needs_every_run() {
        let runs = [
            json!({"messages": 1000, "cpu_seconds": 0.25}),
            json!({"messages": 2000, "cpu_seconds": 0.6}),
        ];
        assert_eq!(cpu_micros(&runs), vec![250.0, 300.0]);
        let unknown = [runs[0].clone(), json!({"messages": 10})];
        assert!(cpu_micros(&unknown).is_empty());
        assert!(ratios(&[1.0], &[1.0, 2.0]).is_empty());
    }

    #[test]
    fn the_summary_judges_each_target_on_the_worst_run() {
        let run = |n: u64, s: f64, cpu: f64, kib: u64| json!({"messages": n, "seconds": s, "cpu_seconds": cpu, "peak_kib": kib});
        let s = Summary {
            load: "100 messages over 10 games".into(),
            setting: "full".into(),
            floor: vec![run(100, 0.01, 0.01, 9000), run(100, 0.01, 0.01, 9000)],
            poll: vec![run(100, 0.04, 0.04, 20_000), run(100, 0.2, 0.05, 20_000)],
            ingest: vec![(1, vec![run(100, 0.4, 0.0, 8000)]), (2, vec![run(100, 0.2, 0.0, 8000)])],
            tick_load: "1000 games, 10 due".into(),
            tick: vec![json!({"first_ms": 50.0, "peak_kib": 70_000})],
            plies: 2000,
            export: Some(json!({"best_ms": 4.0, "median_ms": 5.0, "bytes": 1024, "peak_kib": 100})),
            verify: Some(json!({"best_ms": 3.0, "median_ms": 3.5, "peak_kib": 100})),
        };
        let rows = s.rows();
        let met: Vec<Option<bool>> = rows.iter().map(|r| r.3).collect();
        // poll's worst run is 500 msg/s, and 0.05 of the floor; tick met;
        // the tick's 70,000 KiB is over 64 MB.
        assert_eq!(
            met,
            vec![
                Some(false),
                Some(false),
                Some(true),
                None,
                Some(true),
                Some(true),
                None,
                Some(false)
            ]
        );
        assert_eq!(rows[0].2, "500-2500 msg/s");
        assert_eq!(rows[7].2, "68.4 MiB (`tick`)");
    }
}
