//! ptxas, NVIDIA's PTX assembler, as a judge of PTX and a source of register and spill numbers.
//!
//! [`find`] locates it: `$SEAM_PTXAS`, then the project-local copy `scripts/setup.sh` installs
//! (`.tools/nvcc/nvidia/cuda_nvcc/bin/ptxas`, looked for under the workspace seam was built in,
//! the current folder and its ancestors, and the running executable's ancestors), then `PATH`.
//! [`run`] assembles PTX with `ptxas -v -arch=sm_XX` in a scratch folder and parses what `-v`
//! prints per function ([`FunctionStats`]: registers, stack frame, spill stores and loads,
//! barriers, shared memory). When ptxas rejects the PTX, the error carries its message and the
//! folder, kept, with the PTX and ptxas's output in it.
//!
//! Two facts about ptxas's report shape what it holds: only kernels get a register count (a
//! `.func` is compiled into the kernels that call it, or, with `-c`, as its own object whose
//! count ptxas does not print), and a function that ptxas inlined everywhere has no entry at
//! all. Whole-program compilation (the default) needs every called function defined; a module
//! that calls or uses external symbols is assembled with `-c` ([`LinkMode::Auto`]).
//!
//! No FMA contraction: `--fmad=false` is passed unless [`PtxasOptions::fmad`] is set, so that
//! floating point gives the bits the IR interpreter computes.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::scratch::ScratchDir;

mod server;
pub use server::{FORKSERVER_ENV, enabled as forkserver_enabled};

/// Where `scripts/setup.sh` installs ptxas, relative to the repository root.
pub const PROJECT_PTXAS: &str = ".tools/nvcc/nvidia/cuda_nvcc/bin/ptxas";

/// The environment variable naming a ptxas to use.
pub const PTXAS_ENV: &str = "SEAM_PTXAS";

/// What can go wrong running ptxas.
#[derive(Debug, thiserror::Error)]
pub enum PtxasError {
    /// No ptxas anywhere.
    #[error(
        "ptxas not found (run scripts/setup.sh, or set {PTXAS_ENV}); looked in: {}",
        .looked.join(", ")
    )]
    NotFound {
        /// The places tried, in order.
        looked: Vec<String>,
    },
    /// `$SEAM_PTXAS` (or `$SEAM_PTXAS13`) names something that is not an executable file.
    #[error("{0}: not an executable file")]
    BadEnv(String),
    /// ptxas could not be started, or its files could not be written or read.
    #[error("ptxas ({tool}): {message}")]
    Io {
        /// The ptxas used.
        tool: String,
        /// What failed.
        message: String,
    },
    /// ptxas rejected the PTX.
    #[error("ptxas rejected the PTX: {message}\n(ptxas: {tool}; the PTX and ptxas's output are kept in {})", .kept.display())]
    Rejected {
        /// The ptxas used.
        tool: String,
        /// Its error lines.
        message: String,
        /// The folder holding `input.ptx` and `ptxas.log`.
        kept: PathBuf,
    },
    /// ptxas crashed (a signal).
    #[error("ptxas crashed ({signal}) on the PTX (ptxas: {tool}; the PTX is kept in {})", .kept.display())]
    Crashed {
        /// The ptxas used.
        tool: String,
        /// The signal, e.g. `SIGSEGV`.
        signal: String,
        /// The folder holding `input.ptx`.
        kept: PathBuf,
    },
    /// ptxas ran longer than the time limit and was killed.
    #[error("ptxas ran longer than {secs} s and was stopped (the PTX is kept in {})", .kept.display())]
    TimedOut {
        /// The limit.
        secs: u64,
        /// The folder holding `input.ptx`.
        kept: PathBuf,
    },
}

/// Whole-program or separate compilation.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum LinkMode {
    /// `-c` when the PTX declares external symbols, whole-program otherwise.
    #[default]
    Auto,
    /// Every called function must be defined in the PTX.
    WholeProgram,
    /// `-c`: relocatable code; external symbols are left to the linker.
    CompileOnly,
}

/// How to run ptxas.
#[derive(Clone, Debug)]
pub struct PtxasOptions {
    /// The target, `sm_90` by default.
    pub arch: String,
    /// `-O0` to `-O3` (ptxas's default is 3).
    pub opt_level: u8,
    /// Allow contracting multiplies and adds into FMAs (off by default: `--fmad=false`).
    pub fmad: bool,
    /// Whole-program or `-c`.
    pub link: LinkMode,
    /// Stop ptxas after this long.
    pub timeout: Duration,
    /// Keep what ptxas wrote (the cubin, an ELF image a CUDA driver loads without its JIT)
    /// and its `-v` log in the report.
    pub keep_cubin: bool,
    /// Line information pointing into the PTX itself, under this file name: each instruction
    /// gets a `.loc` of its own line ([`with_line_locations`]) and `-lineinfo` is passed, so
    /// that compute-sanitizer, cuda-gdb and nvdisasm name the PTX line of a SASS instruction
    /// (a fault's line, the caller's line in its backtrace). `None`: none.
    pub line_info: Option<String>,
    /// Run through this thread's fork server for these options where one can be used (the
    /// default; `server.rs` says why and how), else a fresh ptxas: the same results either way.
    pub forkserver: bool,
}

impl Default for PtxasOptions {
    fn default() -> PtxasOptions {
        PtxasOptions {
            arch: "sm_90".into(),
            opt_level: 3,
            fmad: false,
            link: LinkMode::Auto,
            timeout: Duration::from_secs(300),
            keep_cubin: false,
            line_info: None,
            forkserver: true,
        }
    }
}

/// What ptxas reports for one function.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FunctionStats {
    /// The function's name.
    pub name: String,
    /// A kernel (`.entry`).
    pub entry: bool,
    /// Registers per thread (kernels only).
    pub registers: Option<u32>,
    /// Named barriers used (kernels only).
    pub barriers: Option<u32>,
    /// Bytes of stack frame.
    pub stack_frame: u64,
    /// Bytes stored by register spills.
    pub spill_stores: u64,
    /// Bytes loaded by register spills.
    pub spill_loads: u64,
    /// Bytes of shared memory (kernels).
    pub shared_bytes: u64,
    /// Bytes of the whole call tree's stack (kernels with calls).
    pub cumulative_stack: Option<u64>,
}

/// What ptxas reports for a module.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PtxasReport {
    /// Per function, in the order ptxas first names them.
    pub functions: Vec<FunctionStats>,
    /// Bytes of global memory the module defines.
    pub gmem_bytes: u64,
    /// `ptxas warning` lines.
    pub warnings: Vec<String>,
    /// Whether `-c` was used.
    pub compile_only: bool,
    /// The cubin ptxas wrote, with [`PtxasOptions::keep_cubin`] (empty otherwise).
    pub cubin: Vec<u8>,
    /// ptxas's `-v` output, with [`PtxasOptions::keep_cubin`] (empty otherwise).
    pub log: String,
}

impl PtxasReport {
    /// The statistics of `name`.
    pub fn function(&self, name: &str) -> Option<&FunctionStats> {
        self.functions.iter().find(|f| f.name == name)
    }

    /// Registers summed over the kernels.
    pub fn kernel_registers(&self) -> u64 {
        self.functions
            .iter()
            .filter_map(|f| f.registers)
            .map(u64::from)
            .sum()
    }

    /// Spill bytes (stores plus loads) summed over every function.
    pub fn spill_bytes(&self) -> u64 {
        self.functions
            .iter()
            .map(|f| f.spill_stores + f.spill_loads)
            .sum()
    }

    /// Stack frame bytes summed over every function.
    pub fn stack_bytes(&self) -> u64 {
        self.functions.iter().map(|f| f.stack_frame).sum()
    }
}

fn is_executable(p: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        p.is_file()
    }
}

/// Finds libdevice, NVIDIA's bitcode library of the `__nv_*` math functions CUDA's headers
/// call: `$SEAM_LIBDEVICE`, else `nvvm/libdevice/libdevice.10.bc` beside the `bin/` of the
/// ptxas [`find`] finds (the PyPI wheel ships both). `None` when there is none.
pub fn find_libdevice() -> Option<PathBuf> {
    if let Some(v) = std::env::var_os("SEAM_LIBDEVICE") {
        let p = PathBuf::from(v);
        return p.is_file().then_some(p);
    }
    let ptxas = find().ok()?;
    let p = ptxas
        .parent()?
        .parent()?
        .join("nvvm/libdevice/libdevice.10.bc");
    p.is_file().then_some(p)
}

/// Finds ptxas (see the module documentation for the order).
pub fn find() -> Result<PathBuf, PtxasError> {
    find_tool(PTXAS_ENV, PROJECT_PTXAS, Some("ptxas"))
}

/// Where `scripts/setup.sh` installs ptxas 13.5 (from the wheel `nvidia-cuda-nvcc`, beside
/// libNVVM 13.5), relative to the repository root.
pub const PROJECT_PTXAS13: &str = ".tools/nvvm13/nvidia/cu13/bin/ptxas";

/// The environment variable naming the ptxas that assembles NVVM 13.5's PTX.
pub const PTXAS13_ENV: &str = "SEAM_PTXAS13";

/// Finds ptxas 13.5, which assembles the PTX libNVVM 13.5 writes (`.version 9.x`, refused by
/// ptxas 12.9): `$SEAM_PTXAS13`, then the project-local copy (`.tools/nvvm13/...`, looked for
/// as [`find`] looks). Never `PATH`: a ptxas found there may be any version.
pub fn find13() -> Result<PathBuf, PtxasError> {
    find_tool(PTXAS13_ENV, PROJECT_PTXAS13, None)
}

/// Finds an executable: `$env` (which must name one), then `rel` under the workspace seam was
/// built in, the current folder and its ancestors and the running executable's ancestors,
/// then `path_name` on `PATH` when given.
fn find_tool(env: &str, rel: &str, path_name: Option<&str>) -> Result<PathBuf, PtxasError> {
    if let Some(v) = std::env::var_os(env) {
        let p = PathBuf::from(&v);
        return if is_executable(&p) {
            Ok(p)
        } else {
            Err(PtxasError::BadEnv(format!("{env}={}", p.display())))
        };
    }
    let mut looked = Vec::new();
    for p in project_candidates(rel) {
        if is_executable(&p) {
            return Ok(p);
        }
        let shown = p.display().to_string();
        if !looked.contains(&shown) {
            looked.push(shown);
        }
    }
    if let Some(name) = path_name {
        if let Some(path) = std::env::var_os("PATH") {
            for dir in std::env::split_paths(&path) {
                let p = dir.join(name);
                if is_executable(&p) {
                    return Ok(p);
                }
            }
        }
        looked.push("PATH".into());
    }
    Err(PtxasError::NotFound { looked })
}

/// `rel` under each place a project-local tool may be: the workspace this library was built in,
/// the current folder and its ancestors, the running executable's ancestors (in that order).
pub fn project_candidates(rel: &str) -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = Vec::new();
    // The workspace this library was built in (compiler/ is one level down).
    roots.push(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."));
    if let Ok(cwd) = std::env::current_dir() {
        roots.extend(cwd.ancestors().map(Path::to_path_buf));
    }
    if let Ok(exe) = std::env::current_exe() {
        roots.extend(exe.ancestors().skip(1).map(Path::to_path_buf));
    }
    roots.into_iter().map(|r| r.join(rel)).collect()
}

/// Whether `ptx` declares external functions or variables (whole-program compilation would
/// fail on them). Text that does not parse counts as self-contained: ptxas will say what is
/// wrong with it.
pub fn declares_externals(ptx: &str) -> bool {
    let Ok(m) = crate::ptx::parse(ptx) else {
        return false;
    };
    m.items.iter().any(|i| match i {
        crate::ptx::Item::Var(v) => v.linkage == Some(crate::ptx::Linkage::Extern),
        crate::ptx::Item::Function(f) => {
            f.body.is_none()
                && f.linkage == Some(crate::ptx::Linkage::Extern)
                && m.function(&f.name).is_none()
        }
    })
}

/// Assembles `ptx` with the ptxas [`find`] finds; returns what `-v` reports.
pub fn run(ptx: &str, opts: &PtxasOptions) -> Result<PtxasReport, PtxasError> {
    let tool = find()?;
    run_with(&tool, ptx, opts)
}

/// `ptx` with a `.loc` before each instruction naming that instruction's own line (1-based)
/// in `ptx`, under the file `file` (declared by a `.file 1` after `.address_size`, or after
/// `.target` where there is none). A statement written over several lines (a `call` with its
/// arguments) gets one, before its first line. PTX that has line information already (`.file`
/// or `.loc`), or neither directive to put `.file` after, is returned as it is.
pub fn with_line_locations(ptx: &str, file: &str) -> String {
    let code = |line: &str| line.split("//").next().unwrap_or("").trim().to_owned();
    let has_directive = |d: &str| {
        ptx.lines()
            .map(code)
            .any(|c| c.split_whitespace().next() == Some(d))
    };
    if has_directive(".file") || has_directive(".loc") {
        return ptx.to_owned();
    }
    let anchor = if has_directive(".address_size") {
        ".address_size"
    } else if has_directive(".target") {
        ".target"
    } else {
        return ptx.to_owned();
    };
    let quoted = file.replace(['"', '\\', '\n'], "_");
    let mut out = String::with_capacity(ptx.len() + ptx.len() / 2);
    let mut depth = 0i64;
    let mut declared = false;
    let mut continued = false;
    for (i, line) in ptx.lines().enumerate() {
        let c = code(line);
        let is_label = c
            .strip_suffix(':')
            .is_some_and(|l| !l.is_empty() && !l.contains(char::is_whitespace));
        let statement = depth > 0 && !c.is_empty() && !c.starts_with(['.', '{', '}']) && !is_label;
        if statement && !continued {
            out.push_str(&format!("\t.loc\t1 {} 0\n", i + 1));
        }
        if depth > 0 && !c.is_empty() && !c.starts_with(['{', '}']) && !is_label {
            continued = !c.ends_with(';');
        }
        out.push_str(line);
        out.push('\n');
        if !declared && c.split_whitespace().next() == Some(anchor) {
            out.push_str(&format!(".file\t1 \"{quoted}\"\n"));
            declared = true;
        }
        depth += c.matches('{').count() as i64 - c.matches('}').count() as i64;
    }
    out
}

/// `tool` as a command to start from a scratch folder: a relative path with a folder in it
/// (`./ptxas`, `bin/ptxas`) is made absolute against the current folder, since the child starts
/// elsewhere; a bare name is left for `PATH`.
fn command_path(tool: &Path) -> PathBuf {
    if tool.is_relative()
        && tool.components().count() > 1
        && let Ok(cwd) = std::env::current_dir()
    {
        return cwd.join(tool);
    }
    tool.to_owned()
}

/// Assembles `ptx` with the ptxas at `tool`.
pub fn run_with(tool: &Path, ptx: &str, opts: &PtxasOptions) -> Result<PtxasReport, PtxasError> {
    let tname = tool.display().to_string();
    let tool = &command_path(tool);
    let io = |what: &str, e: std::io::Error| PtxasError::Io {
        tool: tname.clone(),
        message: format!("{what}: {e}"),
    };
    let dir = ScratchDir::new("ptxas").map_err(|e| io("creating a scratch folder", e))?;
    let input = dir.path().join(server::INPUT);
    let annotated;
    let text = match &opts.line_info {
        Some(file) => {
            annotated = with_line_locations(ptx, file);
            annotated.as_str()
        }
        None => ptx,
    };
    std::fs::write(&input, text).map_err(|e| io("writing input.ptx", e))?;
    let log_path = dir.path().join("ptxas.log");
    let compile_only = match opts.link {
        LinkMode::Auto => declares_externals(ptx),
        LinkMode::WholeProgram => false,
        LinkMode::CompileOnly => true,
    };
    let mut args = vec![
        "-v".to_owned(),
        format!("-arch={}", opts.arch),
        format!("-O{}", opts.opt_level.min(3)),
        format!("--fmad={}", opts.fmad),
    ];
    if compile_only {
        args.push("-c".into());
    }
    if opts.line_info.is_some() {
        args.push("-lineinfo".into());
    }
    args.extend([server::INPUT.into(), "-o".into(), "output.cubin".into()]);
    let served = if opts.forkserver {
        server::run(tool, &args, dir.path(), opts.timeout)
    } else {
        None
    };
    let status = match served {
        Some(r) => r.map_err(|e| io("running it in its fork server", e))?,
        None => run_fresh(tool, &args, dir.path(), &log_path, opts.timeout)
            .map_err(|(what, e)| io(what, e))?,
    };
    let Some(status) = status else {
        return Err(PtxasError::TimedOut {
            secs: opts.timeout.as_secs(),
            kept: dir.keep(),
        });
    };
    let out = std::fs::read(&log_path).map_err(|e| io("reading ptxas.log", e))?;
    let out = String::from_utf8_lossy(&out).into_owned();
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            let signal = match sig {
                11 => "SIGSEGV".to_owned(),
                6 => "SIGABRT".to_owned(),
                7 => "SIGBUS".to_owned(),
                4 => "SIGILL".to_owned(),
                8 => "SIGFPE".to_owned(),
                9 => "SIGKILL".to_owned(),
                n => format!("signal {n}"),
            };
            return Err(PtxasError::Crashed {
                tool: tname,
                signal,
                kept: dir.keep(),
            });
        }
    }
    if !status.success() {
        let mut message: Vec<&str> = out
            .lines()
            .filter(|l| l.contains("error") || l.contains("fatal"))
            .collect();
        if message.is_empty() {
            message = out.lines().collect();
        }
        let mut message = message.join("\n");
        if message.is_empty() {
            message = format!("exit status {status}, no message");
        }
        return Err(PtxasError::Rejected {
            tool: tname,
            message,
            kept: dir.keep(),
        });
    }
    let mut report = parse_report(&out);
    report.compile_only = compile_only;
    if opts.keep_cubin {
        report.cubin = std::fs::read(dir.path().join("output.cubin"))
            .map_err(|e| io("reading output.cubin", e))?;
        report.log = out;
    }
    Ok(report)
}

/// ptxas started afresh in `dir` (its output to `log`): its status, `None` past `timeout`.
fn run_fresh(
    tool: &Path,
    args: &[String],
    dir: &Path,
    log: &Path,
    timeout: Duration,
) -> Result<Option<std::process::ExitStatus>, (&'static str, std::io::Error)> {
    let log = std::fs::File::create(log).map_err(|e| ("creating ptxas.log", e))?;
    let log2 = log.try_clone().map_err(|e| ("opening ptxas.log", e))?;
    let mut cmd = Command::new(tool);
    cmd.current_dir(dir)
        .args(args)
        .stdin(Stdio::null())
        .stdout(log)
        .stderr(log2);
    // ptxas dies with the thread that started it (which waits for it here): a campaign that
    // stops, or is killed, while ptxas runs on a slow input leaves no ptxas behind.
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::process::CommandExt;
        // SAFETY: `prctl` is async-signal-safe and touches no memory of the parent.
        unsafe {
            cmd.pre_exec(|| {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                Ok(())
            });
        }
    }
    let mut child = cmd.spawn().map_err(|e| ("starting it", e))?;
    crate::subprocess::wait_child(&mut child, timeout).map_err(|e| ("waiting for it", e))
}

/// Parses the lines `ptxas -v` prints.
pub fn parse_report(text: &str) -> PtxasReport {
    let mut r = PtxasReport::default();
    let mut current: Option<usize> = None;
    let index_of = |r: &mut PtxasReport, name: &str| -> usize {
        match r.functions.iter().position(|f| f.name == name) {
            Some(i) => i,
            None => {
                r.functions.push(FunctionStats {
                    name: name.to_owned(),
                    ..FunctionStats::default()
                });
                r.functions.len() - 1
            }
        }
    };
    for line in text.lines() {
        let line = line.trim();
        if let Some(w) = line.strip_prefix("ptxas warning") {
            r.warnings
                .push(w.trim_start_matches([' ', ':']).trim().to_owned());
            continue;
        }
        let Some(info) = line
            .strip_prefix("ptxas info")
            .map(|s| s.trim_start_matches([' ', ':']).trim())
        else {
            // `N bytes stack frame, N bytes spill stores, N bytes spill loads`
            if line.contains("bytes stack frame")
                && let Some(i) = current
            {
                let f = &mut r.functions[i];
                for part in line.split(',') {
                    let part = part.trim();
                    let n = leading_number(part);
                    if part.ends_with("bytes stack frame") {
                        f.stack_frame = n;
                    } else if part.ends_with("bytes spill stores") {
                        f.spill_stores = n;
                    } else if part.ends_with("bytes spill loads") {
                        f.spill_loads = n;
                    }
                }
            }
            continue;
        };
        if let Some(rest) = info.strip_prefix("Compiling entry function") {
            if let Some(name) = quoted(rest) {
                let i = index_of(&mut r, name);
                r.functions[i].entry = true;
                current = Some(i);
            }
        } else if let Some(rest) = info.strip_prefix("Function properties for") {
            let i = index_of(&mut r, rest.trim());
            current = Some(i);
        } else if let Some(rest) = info.strip_prefix("Used") {
            if let Some(i) = current {
                let f = &mut r.functions[i];
                for part in rest.split(',') {
                    let part = part.trim().trim_start_matches("used ").trim();
                    let n = leading_number(part);
                    if part.ends_with("registers") {
                        f.registers = u32::try_from(n).ok();
                    } else if part.ends_with("barriers") {
                        f.barriers = u32::try_from(n).ok();
                    } else if part.ends_with("bytes smem") {
                        f.shared_bytes = n;
                    } else if part.ends_with("cumulative stack size") {
                        f.cumulative_stack = Some(n);
                    }
                }
            }
        } else if info.ends_with("bytes gmem") {
            r.gmem_bytes = leading_number(info);
        }
    }
    r
}

fn leading_number(s: &str) -> u64 {
    let digits: String = s.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().unwrap_or(0)
}

fn quoted(s: &str) -> Option<&str> {
    let a = s.find('\'')?;
    let b = s[a + 1..].find('\'')?;
    Some(&s[a + 1..a + 1 + b])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_locations_name_each_instructions_own_line() {
        let ptx = "\
.version 7.8
.target sm_90
.address_size 64

.visible .func  (.param .b32 func_retval0) f(
\t.param .b32 f_param_0
)
{
\t.reg .b32 \t%r<3>;

\tld.param.u32 \t%r1, [f_param_0]; // a comment
$L__BB0_1:
\t@%p1 bra \t$L__BB0_1;
\t{ // callseq 0, 0
\t.param .b32 param0;
\tcall.uni (retval0), 
\tg, 
\t(
\tparam0
\t);
\t} // callseq 0
\tret;
}
";
        let input: Vec<&str> = ptx.lines().collect();
        let out = with_line_locations(ptx, "m\"x.ptx");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[3], ".file\t1 \"m_x.ptx\"", "{out}");
        let mut named = Vec::new();
        for (i, l) in lines.iter().enumerate() {
            if let Some(rest) = l.strip_prefix("\t.loc\t1 ") {
                let n: usize = rest.trim_end_matches(" 0").parse().unwrap();
                assert_eq!(lines[i + 1], input[n - 1], "{out}");
                named.push(n);
            }
        }
        // ld, bra, call (once, before its first line), ret; no label, directive or brace.
        assert_eq!(named, [11, 13, 16, 22], "{out}");
        let without: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|l| !l.starts_with("\t.loc") && !l.starts_with(".file"))
            .collect();
        assert_eq!(without, input);
        // Line information already there is kept; without .address_size, .target anchors it.
        assert_eq!(with_line_locations(&out, "other.ptx"), out);
        let no_size = ptx.replace(".address_size 64\n", "");
        assert!(
            with_line_locations(&no_size, "m.ptx")
                .starts_with(".version 7.8\n.target sm_90\n.file")
        );
        assert_eq!(
            with_line_locations("garbage {\n x;\n}", "m.ptx"),
            "garbage {\n x;\n}"
        );
    }

    #[test]
    fn relative_tool_paths_start_from_the_current_folder() {
        let cwd = std::env::current_dir().unwrap();
        assert_eq!(command_path(Path::new("bin/ptxas")), cwd.join("bin/ptxas"));
        assert_eq!(command_path(Path::new("./ptxas")), cwd.join("./ptxas"));
        assert_eq!(command_path(Path::new("ptxas")), PathBuf::from("ptxas"));
        assert_eq!(
            command_path(Path::new("/opt/ptxas")),
            PathBuf::from("/opt/ptxas")
        );
    }

    #[test]
    fn parses_ptxas_v() {
        let text = "\
ptxas info    : 80 bytes gmem
ptxas info    : Compiling entry function 'k1' for 'sm_90'
ptxas info    : Function properties for k1
    920 bytes stack frame, 8 bytes spill stores, 12 bytes spill loads
ptxas info    : Used 40 registers, used 1 barriers, 512 bytes smem, 928 bytes cumulative stack size
ptxas info    : Compile time = 71.287 ms
ptxas info    : Function properties for t0
    16 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads
ptxas warning : Stack size for entry function 'k1' cannot be statically determined
";
        let r = parse_report(text);
        assert_eq!(r.gmem_bytes, 80);
        assert_eq!(r.functions.len(), 2);
        let k = r.function("k1").unwrap();
        assert!(k.entry);
        assert_eq!(k.registers, Some(40));
        assert_eq!(k.barriers, Some(1));
        assert_eq!(k.shared_bytes, 512);
        assert_eq!(k.cumulative_stack, Some(928));
        assert_eq!((k.stack_frame, k.spill_stores, k.spill_loads), (920, 8, 12));
        let t = r.function("t0").unwrap();
        assert!(!t.entry);
        assert_eq!(t.registers, None);
        assert_eq!((t.stack_frame, t.spill_stores, t.spill_loads), (16, 4, 4));
        assert_eq!(r.spill_bytes(), 28);
        assert_eq!(r.kernel_registers(), 40);
        assert_eq!(r.warnings.len(), 1);
        assert!(parse_report("garbage\n\u{0}").functions.is_empty());
    }

    #[test]
    fn externals_are_detected() {
        let ext = ".version 8.0\n.target sm_90\n.address_size 64\n.extern .func f()\n;\n";
        assert!(declares_externals(ext));
        let def = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .func f()\n;\n.visible .func f()\n{\n\tret;\n}\n";
        assert!(!declares_externals(def));
        assert!(!declares_externals("not ptx"));
    }
}
