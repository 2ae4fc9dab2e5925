//! `cargo xtask deb`: the Debian package. Builds the binary, has it write
//! its own manual pages and shell completions into `target/deb/`, rewrites
//! the units of `contrib/systemd/` for the package's paths there, then runs
//! `cargo deb --no-build`, which packs them as `[package.metadata.deb]` in
//! Cargo.toml lists (cargo-deb: `cargo install cargo-deb --locked`).

use crate::kit::Paths;
use std::path::Path;
use std::process::Command;

/// The cargo-deb release `.ci/run` installs and these steps are tried with.
pub const CARGO_DEB_VERSION: &str = "3.8.0";

/// Where the package puts the binary and the configuration.
const BIN: &str = "/usr/bin/estafette";
const CONFIG: &str = "/etc/estafette/estafette.toml";

/// The shells whose completions the package carries, and their file names
/// (as `[package.metadata.deb] assets` names them).
const SHELLS: [(&str, &str); 3] = [
    ("bash", "estafette.bash"),
    ("zsh", "_estafette"),
    ("fish", "estafette.fish"),
];

/// Builds with `profile` (Cargo's profile name: `dist` for a package to
/// install, `release` to reuse CI's build), generates the assets, packs
/// the `.deb`; returns what cargo-deb said it wrote.
pub fn build(paths: &Paths, profile: &str) -> Result<String, String> {
    let cargo = |args: &[&str]| {
        let mut cmd = Command::new(&paths.cargo);
        cmd.current_dir(&paths.root)
            .args(args)
            .env("CARGO_TARGET_DIR", &paths.target);
        // Not the variables Cargo set for this xtask: ring's build script
        // reads CARGO_MANIFEST_DIR, and would rebuild the TLS stack CI's
        // release build already made.
        for (name, _) in std::env::vars_os() {
            let name = name.to_string_lossy();
            if name.starts_with("CARGO_PKG_")
                || [
                    "CARGO_MANIFEST_DIR",
                    "CARGO_MANIFEST_PATH",
                    "CARGO_CRATE_NAME",
                    "CARGO_PRIMARY_PACKAGE",
                ]
                .contains(&name.as_ref())
            {
                cmd.env_remove(name.as_ref());
            }
        }
        cmd
    };
    run(cargo(&[
        "build",
        "-p",
        "estafette",
        "--bin",
        "estafette",
        "--profile",
        profile,
    ]))?;
    let bin = paths.target.join(profile).join("estafette");
    // Always under the workspace: Cargo.toml's asset paths name target/deb.
    let out = paths.root.join("target/deb");
    if out.exists() {
        std::fs::remove_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    }
    let completions = out.join("completions");
    let units = out.join("systemd");
    for dir in [&completions, &units] {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let mut man = Command::new(&bin);
    man.arg("man").arg("--dir").arg(out.join("man"));
    run(man)?;
    for (shell, file) in SHELLS {
        let mut cmd = Command::new(&bin);
        let script = output(cmd.args(["completions", shell]))?;
        write(&completions.join(file), &script)?;
    }
    for entry in std::fs::read_dir(paths.root.join("contrib/systemd")).map_err(|e| e.to_string())? {
        let path = entry.map_err(|e| e.to_string())?.path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        write(&units.join(&name), &packaged_unit(&name, &text)?)?;
    }
    let mut deb = cargo(&["deb", "--no-build", "-p", "estafette", "--profile", profile]);
    let said = output(&mut deb).map_err(|e| {
        format!("{e}\n(is cargo-deb installed? cargo install cargo-deb --locked --version {CARGO_DEB_VERSION})")
    })?;
    Ok(said.trim().to_string())
}

/// A unit of contrib/systemd/ as the package installs it: the binary in
/// /usr/bin, the configuration named by ESTAFETTE_CONFIG, the state
/// folder's mode the package gives it, and a header in place of the
/// comments on installing it by hand.
pub fn packaged_unit(name: &str, text: &str) -> Result<String, String> {
    let body = text.trim_start_matches('\n').lines().skip_while(|l| l.starts_with('#'));
    let mut out = format!(
        "# {name}, from Estafette's contrib/systemd/ for the Debian package: not\n\
         # enabled on install (systemctl enable --now {name});\n\
         # /usr/share/doc/estafette/README.Debian says when to use it.\n"
    );
    let mut env_set = false;
    for line in body {
        let line = line.replace("/usr/local/bin/estafette", BIN);
        let line = match line.as_str() {
            "StateDirectoryMode=0700" => "StateDirectoryMode=0750".to_string(),
            _ => line,
        };
        out.push_str(&line);
        out.push('\n');
        if line.starts_with("WorkingDirectory=") {
            out.push_str(&format!("Environment=ESTAFETTE_CONFIG={CONFIG}\n"));
            env_set = true;
        }
    }
    let has_service = out.contains("[Service]");
    if has_service && (!env_set || !out.contains(BIN)) {
        return Err(format!(
            "contrib/systemd/{name}: expected a WorkingDirectory= line and {BIN} once rewritten"
        ));
    }
    Ok(out)
}

/// Runs `cmd`, its output shown as it goes.
fn run(mut cmd: Command) -> Result<(), String> {
    let status = cmd.status().map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!("{cmd:?} failed ({status})")),
    }
}

/// Runs `cmd` and returns its standard output (its errors shown as they go).
fn output(cmd: &mut Command) -> Result<String, String> {
    let out = cmd
        .stderr(std::process::Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    match out.status.success() {
        true => String::from_utf8(out.stdout).map_err(|e| format!("{cmd:?}: {e}")),
        false => Err(format!("{cmd:?} failed ({})", out.status)),
    }
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_units_name_the_packaged_binary_and_configuration() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .unwrap()
            .join("contrib/systemd");
        for name in ["estafette.service", "estafette-tick.service", "estafette-tick.timer"] {
            let text = std::fs::read_to_string(root.join(name)).unwrap();
            let unit = packaged_unit(name, &text).unwrap();
            assert!(!unit.contains("/usr/local"), "{name}:\n{unit}");
            assert!(
                !unit.contains("useradd") && !unit.contains("cp "),
                "{name}: the hand-install comments go:\n{unit}"
            );
            if name.ends_with(".service") {
                assert!(unit.contains(&format!("ExecStart={BIN} ")), "{name}:\n{unit}");
                assert!(
                    unit.contains(&format!("Environment=ESTAFETTE_CONFIG={CONFIG}\n")),
                    "{name}:\n{unit}"
                );
                assert!(unit.contains("StateDirectoryMode=0750\n"), "{name}:\n{unit}");
            } else {
                assert!(unit.contains("[Timer]"), "{name}:\n{unit}");
            }
        }
    }

    #[test]
    fn a_service_the_rewrite_does_not_fit_is_refused() {
        let err = packaged_unit("x.service", "[Service]\nExecStart=/opt/x\n").unwrap_err();
        assert!(err.contains("WorkingDirectory"), "{err}");
    }
}
