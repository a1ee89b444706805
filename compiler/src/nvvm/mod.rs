//! libNVVM, NVIDIA's production IR optimizer and code generator (CICC's engine), as a system
//! under test: loaded at run time, fed seam's modules, its PTX and its inlining decisions
//! returned (`docs/nvvm.md`).
//!
//! - [`Nvvm::find`] locates the library: `$SEAM_LIBNVVM`, then the project-local copy
//!   `scripts/setup.sh` installs from the PyPI wheel `nvidia-nvvm` (`.tools/nvvm13/...`, looked
//!   for as ptxas is, [`crate::ptxas::project_candidates`]). [`Nvvm::load`] opens it with
//!   `libloading` (already in the workspace through cudarc; it keeps the library open as long
//!   as the functions taken from it are used, which is what a typed wrapper must guarantee).
//!   The library exports its 17 C functions only and binds its own LLVM symbolically, so it
//!   lives beside libLLVM 19 in one process.
//! - [`Nvvm::compile`] runs one compilation in a `fork`ed child (Unix): an abort or a crash in
//!   libNVVM becomes [`NvvmError::Crashed`], a compilation past its time limit is killed
//!   ([`NvvmError::TimedOut`]), and what libNVVM prints on its standard error (the optimized
//!   module, with [`NvvmOptions::remarks`]) is captured. The parent only loads the library
//!   and asks for versions; it never compiles, so no thread of the parent is inside libNVVM
//!   when a child is forked. The child dies with the thread that forked it
//!   (`PR_SET_PDEATHSIG`).
//! - [`input::nvvm_input`]: the text libNVVM 13.5's new front end reads (NVVM's data layout,
//!   `!nvvmir.version`); [`legacy::print_legacy`]: a module as NVVM IR 2.0, the LLVM 7 dialect
//!   its legacy front end reads.
//! - [`remarks`]: libNVVM's inlining decisions — its `-pass-remarks=inline` lines and the
//!   `"inline-remark"` attributes left on the calls it kept — as seam [`Remark`]s.
//!
//! What this module does not do: run NVVM's PTX (the PTX interpreter does), or decide whether
//! NVVM was right (the judge's `nvvm` stage does).

pub mod input;
pub mod legacy;
pub mod remarks;

use std::ffi::{CString, c_char, c_int};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Duration;

use crate::passes::Remark;
use crate::scratch::ScratchDir;

/// The environment variable naming the libNVVM to load (`libnvvm.so.4`, or `off`).
pub const LIBNVVM_ENV: &str = "SEAM_LIBNVVM";

/// Where `scripts/setup.sh` installs libNVVM 13.5, relative to the repository root.
pub const PROJECT_LIBNVVM: &str = ".tools/nvvm13/nvidia/cu13/lib/libnvvm.so.4";

/// The environment variable naming the older toolkit's libNVVM (12.9), or `off`.
pub const LIBNVVM12_ENV: &str = "SEAM_LIBNVVM12";

/// Where `scripts/setup.sh` installs libNVVM 12.9 (inside the wheel `nvidia-cuda-nvcc-cu12`,
/// beside ptxas 12.9), relative to the repository root. It has only the legacy front end.
pub const PROJECT_LIBNVVM12: &str = ".tools/nvcc/nvidia/cuda_nvcc/nvvm/lib64/libnvvm.so";

/// What can go wrong with libNVVM.
#[derive(Clone, Debug, thiserror::Error)]
pub enum NvvmError {
    /// No libNVVM anywhere (or `SEAM_LIBNVVM=off`).
    #[error(
        "libNVVM not found (run scripts/setup.sh, or set {LIBNVVM_ENV}); looked in: {}",
        .looked.join(", ")
    )]
    NotFound {
        /// The places tried, in order.
        looked: Vec<String>,
    },
    /// The library would not load, or lacks a function.
    #[error("loading libNVVM ({path}): {message}")]
    Load {
        /// The file.
        path: String,
        /// What failed.
        message: String,
    },
    /// libNVVM refused the module or an option: the step (`add-module`, `verify`,
    /// `compile`), its result code's name and its log.
    #[error("libNVVM refused the module at {step} ({result}): {}", first_lines(.log, 20))]
    Refused {
        /// `add-module` or `compile`.
        step: &'static str,
        /// The `nvvmResult` name (`NVVM_ERROR_INVALID_IR`, ...).
        result: String,
        /// libNVVM's program log.
        log: String,
    },
    /// libNVVM ended the child process: a signal (an abort, a crash) or an unexpected exit.
    #[error("libNVVM crashed: {how}{}", if .stderr.is_empty() { String::new() } else { format!("\n{}", first_lines(.stderr, 20)) })]
    Crashed {
        /// The signal or exit status.
        how: String,
        /// The last lines libNVVM printed.
        stderr: String,
    },
    /// The compilation ran past its time limit and was killed.
    #[error("libNVVM ran past its time limit of {0} s")]
    TimedOut(u64),
    /// The child process could not be made, or its files written or read.
    #[error("libNVVM's child process: {0}")]
    Process(String),
}

impl NvvmError {
    /// A short name of the kind of failure, for signatures: `refused-invalid-ir`, `crash`,
    /// `timeout`, ...
    pub fn kind(&self) -> String {
        match self {
            NvvmError::NotFound { .. } => "not-found".into(),
            NvvmError::Load { .. } => "load".into(),
            NvvmError::Refused { result, .. } => format!(
                "refused-{}",
                result
                    .trim_start_matches("NVVM_ERROR_")
                    .to_ascii_lowercase()
                    .replace('_', "-")
            ),
            NvvmError::Crashed { .. } => "crash".into(),
            NvvmError::TimedOut(_) => "timeout".into(),
            NvvmError::Process(_) => "process".into(),
        }
    }
}

fn first_lines(s: &str, n: usize) -> String {
    let lines: Vec<&str> = s.lines().collect();
    if lines.len() <= n {
        return s.trim_end().to_owned();
    }
    format!(
        "{}\n[... {} more lines]",
        lines[..n].join("\n"),
        lines.len() - n
    )
}

/// How to compile.
#[derive(Clone, Debug)]
pub struct NvvmOptions {
    /// The virtual architecture, `compute_90` by default.
    pub arch: String,
    /// `-opt=`: 0 or 3 (libNVVM's default).
    pub opt: u8,
    /// `-nvvm-latest`: the new (LLVM 22) front end for every architecture. Without it,
    /// compute_75 to compute_90a read only NVVM IR 2.0 (the LLVM 7 dialect), which
    /// [`legacy::print_legacy`] writes. On by default.
    pub latest: bool,
    /// `-fma=1`: let NVVM contract multiplies and adds. Off by default (`-fma=0`), so that
    /// floating point gives the bits the IR interpreter computes.
    pub fma: bool,
    /// Ask for the inlining decisions ([`NvvmOutput::remarks`]): `-pass-remarks=inline`,
    /// `-inline-remark-attribute`, and the module printed before instruction selection.
    pub remarks: bool,
    /// With `remarks`: the function whose instruction selection prints the module (a kernel:
    /// one that survives optimization). `None`: every function prints it, the last is read.
    pub print_function: Option<String>,
    /// Run `nvvmVerifyProgram` with the same options before compiling (a refusal then names
    /// the step `verify`).
    pub verify: bool,
    /// More options, passed as they are.
    pub extra: Vec<String>,
    /// Kill the compilation after this long.
    pub timeout: Duration,
}

impl Default for NvvmOptions {
    fn default() -> NvvmOptions {
        NvvmOptions {
            arch: "compute_90".into(),
            opt: 3,
            latest: true,
            fma: false,
            remarks: false,
            print_function: None,
            verify: false,
            extra: Vec::new(),
            timeout: Duration::from_secs(120),
        }
    }
}

impl NvvmOptions {
    /// The option strings given to `nvvmCompileProgram`.
    pub fn args(&self) -> Vec<String> {
        let mut a = vec![
            format!("-arch={}", self.arch),
            format!("-opt={}", self.opt),
            format!("-fma={}", u8::from(self.fma)),
        ];
        if self.latest {
            a.push("-nvvm-latest".into());
        }
        if self.remarks {
            for x in [
                "-Xopt",
                "-pass-remarks=inline",
                "-Xopt",
                "-inline-remark-attribute",
                "-Xllc",
                "-print-isel-input",
                "-Xllc",
                "-print-module-scope",
            ] {
                a.push(x.into());
            }
            if let Some(f) = &self.print_function {
                a.push("-Xllc".into());
                a.push(format!("-filter-print-funcs={f}"));
            }
        }
        a.extend(self.extra.iter().cloned());
        a
    }
}

/// What a compilation gives.
#[derive(Clone, Debug, Default)]
pub struct NvvmOutput {
    /// The PTX.
    pub ptx: String,
    /// libNVVM's program log (warnings, remarks).
    pub log: String,
    /// The module as instruction selection saw it (with [`NvvmOptions::remarks`]).
    pub optimized: Option<String>,
    /// The inlining decisions (with [`NvvmOptions::remarks`]): one `nvvm` remark per call site
    /// inlined or kept.
    pub remarks: Vec<Remark>,
    /// The options given.
    pub args: Vec<String>,
}

type VersionFn = unsafe extern "C" fn(*mut c_int, *mut c_int) -> c_int;
type IrVersionFn = unsafe extern "C" fn(*mut c_int, *mut c_int, *mut c_int, *mut c_int) -> c_int;
type LlvmVersionFn = unsafe extern "C" fn(*const c_char, *mut c_int) -> c_int;
type Program = *mut std::ffi::c_void;
type CreateFn = unsafe extern "C" fn(*mut Program) -> c_int;
type DestroyFn = unsafe extern "C" fn(*mut Program) -> c_int;
type AddFn = unsafe extern "C" fn(Program, *const c_char, usize, *const c_char) -> c_int;
type LazyAddFn = unsafe extern "C" fn(Program, *const c_char, usize, *const c_char) -> c_int;
type CompileFn = unsafe extern "C" fn(Program, c_int, *const *const c_char) -> c_int;
type SizeFn = unsafe extern "C" fn(Program, *mut usize) -> c_int;
type GetFn = unsafe extern "C" fn(Program, *mut c_char) -> c_int;

/// The functions of libNVVM's C API that seam calls.
#[derive(Clone, Copy)]
struct Api {
    version: VersionFn,
    ir_version: IrVersionFn,
    llvm_version: Option<LlvmVersionFn>,
    create: CreateFn,
    destroy: DestroyFn,
    add: AddFn,
    lazy_add: LazyAddFn,
    verify: CompileFn,
    compile: CompileFn,
    result_size: SizeFn,
    result: GetFn,
    log_size: SizeFn,
    log: GetFn,
}

/// A loaded libNVVM.
pub struct Nvvm {
    path: PathBuf,
    api: Api,
    /// libdevice's bitcode, read once when a module first needs it (`None` inside: none).
    libdevice: OnceLock<Option<Vec<u8>>>,
    // Keeps the library mapped while `api`'s pointers are used; never read.
    _lib: libloading::Library,
}

impl std::fmt::Debug for Nvvm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Nvvm").field("path", &self.path).finish()
    }
}

/// The name of an `nvvmResult` code.
pub fn result_name(code: i32) -> String {
    match code {
        0 => "NVVM_SUCCESS".into(),
        1 => "NVVM_ERROR_OUT_OF_MEMORY".into(),
        2 => "NVVM_ERROR_PROGRAM_CREATION_FAILURE".into(),
        3 => "NVVM_ERROR_IR_VERSION_MISMATCH".into(),
        4 => "NVVM_ERROR_INVALID_INPUT".into(),
        5 => "NVVM_ERROR_INVALID_PROGRAM".into(),
        6 => "NVVM_ERROR_INVALID_IR".into(),
        7 => "NVVM_ERROR_INVALID_OPTION".into(),
        8 => "NVVM_ERROR_NO_MODULE_IN_PROGRAM".into(),
        9 => "NVVM_ERROR_COMPILATION".into(),
        10 => "NVVM_ERROR_CANCELLED".into(),
        n => format!("nvvmResult {n}"),
    }
}

impl Nvvm {
    /// Finds libNVVM (see the module documentation for the order).
    pub fn find() -> Result<PathBuf, NvvmError> {
        Nvvm::find_in(LIBNVVM_ENV, PROJECT_LIBNVVM)
    }

    /// Finds the older toolkit's libNVVM (12.9): `$SEAM_LIBNVVM12`, then the project-local
    /// copy (`.tools/nvcc/...`), as [`Nvvm::find`] looks.
    pub fn find12() -> Result<PathBuf, NvvmError> {
        Nvvm::find_in(LIBNVVM12_ENV, PROJECT_LIBNVVM12)
    }

    /// The libNVVM [`Nvvm::find12`] finds, loaded once per process.
    pub fn shared12() -> Result<&'static Nvvm, NvvmError> {
        static SHARED: OnceLock<Result<Nvvm, NvvmError>> = OnceLock::new();
        SHARED
            .get_or_init(|| Nvvm::find12().and_then(|p| Nvvm::load(&p)))
            .as_ref()
            .map_err(Clone::clone)
    }

    fn find_in(env: &str, rel: &str) -> Result<PathBuf, NvvmError> {
        if let Some(v) = std::env::var_os(env) {
            if v == "off" {
                return Err(NvvmError::NotFound {
                    looked: vec![format!("{env}=off")],
                });
            }
            let p = PathBuf::from(&v);
            return if p.is_file() {
                Ok(p)
            } else {
                Err(NvvmError::NotFound {
                    looked: vec![format!("{env}={}", p.display())],
                })
            };
        }
        let mut looked = Vec::new();
        for p in crate::ptxas::project_candidates(rel) {
            if p.is_file() {
                return Ok(p);
            }
            let shown = p.display().to_string();
            if !looked.contains(&shown) {
                looked.push(shown);
            }
        }
        Err(NvvmError::NotFound { looked })
    }

    /// The libNVVM [`Nvvm::find`] finds, loaded once per process.
    pub fn shared() -> Result<&'static Nvvm, NvvmError> {
        static SHARED: OnceLock<Result<Nvvm, NvvmError>> = OnceLock::new();
        SHARED
            .get_or_init(|| Nvvm::find().and_then(|p| Nvvm::load(&p)))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Loads the libNVVM at `path`.
    pub fn load(path: &Path) -> Result<Nvvm, NvvmError> {
        let shown = path.display().to_string();
        let err = |message: String| NvvmError::Load {
            path: shown.clone(),
            message,
        };
        // SAFETY: loading runs the library's initializers; libNVVM's are its own (its LLVM is
        // bound symbolically and exports nothing else).
        let lib = unsafe { libloading::Library::new(path) }.map_err(|e| err(e.to_string()))?;
        macro_rules! sym {
            ($name:literal, $ty:ty) => {{
                // SAFETY: the symbol is libNVVM's C function of this signature (nvvm.h).
                let s: libloading::Symbol<'_, $ty> =
                    unsafe { lib.get($name) }.map_err(|e| err(e.to_string()))?;
                *s
            }};
        }
        // SAFETY: as above; an optional symbol (13.x only).
        let llvm_version = unsafe { lib.get::<LlvmVersionFn>(b"nvvmLLVMVersion") }
            .ok()
            .map(|s| *s);
        let api = Api {
            version: sym!(b"nvvmVersion", VersionFn),
            ir_version: sym!(b"nvvmIRVersion", IrVersionFn),
            llvm_version,
            create: sym!(b"nvvmCreateProgram", CreateFn),
            destroy: sym!(b"nvvmDestroyProgram", DestroyFn),
            add: sym!(b"nvvmAddModuleToProgram", AddFn),
            lazy_add: sym!(b"nvvmLazyAddModuleToProgram", LazyAddFn),
            verify: sym!(b"nvvmVerifyProgram", CompileFn),
            compile: sym!(b"nvvmCompileProgram", CompileFn),
            result_size: sym!(b"nvvmGetCompiledResultSize", SizeFn),
            result: sym!(b"nvvmGetCompiledResult", GetFn),
            log_size: sym!(b"nvvmGetProgramLogSize", SizeFn),
            log: sym!(b"nvvmGetProgramLog", GetFn),
        };
        Ok(Nvvm {
            path: path.to_owned(),
            api,
            libdevice: OnceLock::new(),
            _lib: lib,
        })
    }

    /// The library's file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `nvvmVersion`: the library's (major, minor).
    pub fn version(&self) -> (i32, i32) {
        let (mut a, mut b) = (0, 0);
        // SAFETY: two valid out-pointers.
        unsafe { (self.api.version)(&mut a, &mut b) };
        (a, b)
    }

    /// `nvvmIRVersion`: the NVVM IR (major, minor) and debug-info (major, minor) it reads.
    pub fn ir_version(&self) -> (i32, i32, i32, i32) {
        let (mut a, mut b, mut c, mut d) = (0, 0, 0, 0);
        // SAFETY: four valid out-pointers.
        unsafe { (self.api.ir_version)(&mut a, &mut b, &mut c, &mut d) };
        (a, b, c, d)
    }

    /// `nvvmLLVMVersion(arch)`: the LLVM major version of the front end `arch` gets by default
    /// (7: the legacy NVVM IR 2.0 reader; 22: the new one). `None` before 13.x, or for an
    /// architecture it does not know.
    pub fn llvm_version(&self, arch: &str) -> Option<i32> {
        let f = self.api.llvm_version?;
        let arch = CString::new(arch).ok()?;
        let mut v = 0;
        // SAFETY: a NUL-terminated string and a valid out-pointer.
        let r = unsafe { f(arch.as_ptr(), &mut v) };
        (r == 0).then_some(v)
    }

    /// libdevice, NVIDIA's bitcode library of the `__nv_*` math functions, as the wheel ships
    /// it beside the library (`../nvvm/libdevice/libdevice.10.bc`), or `$SEAM_LIBDEVICE`.
    pub fn libdevice(&self) -> Option<&[u8]> {
        self.libdevice
            .get_or_init(|| {
                let path = match std::env::var_os("SEAM_LIBDEVICE") {
                    Some(p) => PathBuf::from(p),
                    // 13.x wheels: `cu13/lib/libnvvm.so.4` beside `cu13/nvvm/libdevice`; the
                    // 12.x toolkit: `nvvm/lib64/libnvvm.so` beside `nvvm/libdevice`.
                    None => {
                        let up = self.path.parent()?.parent()?;
                        [
                            up.join("nvvm/libdevice/libdevice.10.bc"),
                            up.join("libdevice/libdevice.10.bc"),
                        ]
                        .into_iter()
                        .find(|p| p.is_file())?
                    }
                };
                std::fs::read(path).ok()
            })
            .as_deref()
    }

    /// Compiles `text` (LLVM IR text libNVVM reads: [`input::nvvm_input`]) in a child process.
    /// A module that declares `__nv_*` functions gets libdevice added lazily (as nvcc does:
    /// only what it calls is linked in), when libdevice is found.
    pub fn compile(&self, text: &str, opts: &NvvmOptions) -> Result<NvvmOutput, NvvmError> {
        let args = opts.args();
        let lib = if text.contains("@__nv_") {
            self.libdevice()
        } else {
            None
        };
        let child = child::run(self.api, text, lib, &args, opts.verify, opts.timeout)?;
        let mut out = NvvmOutput {
            ptx: child.ptx,
            log: child.log,
            optimized: None,
            remarks: Vec::new(),
            args,
        };
        if opts.remarks {
            out.optimized = remarks::last_module(&child.stderr).map(str::to_owned);
            out.remarks = remarks::inline_remarks(&out.log, out.optimized.as_deref());
        }
        Ok(out)
    }

    /// Compiles `text` in this process, without a child: for a caller that isolates the work
    /// itself. A crash in libNVVM ends the process; what libNVVM prints goes to this
    /// process's standard error.
    pub fn compile_here(&self, text: &str, args: &[String]) -> Result<(String, String), NvvmError> {
        let r = compile_in_process(self.api, text, None, args, false);
        match r.code {
            0 => Ok((r.ptx, r.log)),
            _ => Err(NvvmError::Refused {
                step: r.step,
                result: result_name(r.code),
                log: r.log,
            }),
        }
    }
}

/// What one call of the C API gave.
struct Raw {
    /// The failing step (or `compile` on success).
    step: &'static str,
    code: i32,
    log: String,
    ptx: String,
}

fn compile_in_process(
    api: Api,
    text: &str,
    lib: Option<&[u8]>,
    args: &[String],
    verify: bool,
) -> Raw {
    let owned: Vec<CString> = args
        .iter()
        .map(|a| CString::new(a.replace('\0', "")).unwrap_or_default())
        .collect();
    let ptrs: Vec<*const c_char> = owned.iter().map(|s| s.as_ptr()).collect();
    let mut prog: Program = std::ptr::null_mut();
    // SAFETY: the calls follow nvvm.h: a program created, given a buffer of `text.len()`
    // bytes and a NUL-terminated name, compiled with valid option strings, its log and
    // result read into buffers of the sizes it reports, then destroyed.
    unsafe {
        let code = (api.create)(&mut prog);
        if code != 0 {
            return Raw {
                step: "create",
                code,
                log: String::new(),
                ptx: String::new(),
            };
        }
        let read_log = |prog: Program| {
            let mut n = 0usize;
            if (api.log_size)(prog, &mut n) != 0 || n == 0 {
                return String::new();
            }
            let mut buf = vec![0u8; n];
            (api.log)(prog, buf.as_mut_ptr().cast());
            c_string(buf)
        };
        let mut step = "add-module";
        let mut code = (api.add)(prog, text.as_ptr().cast(), text.len(), c"module".as_ptr());
        if let (0, Some(lib)) = (code, lib) {
            code = (api.lazy_add)(prog, lib.as_ptr().cast(), lib.len(), c"libdevice".as_ptr());
        }
        if code == 0 && verify {
            step = "verify";
            code = (api.verify)(prog, ptrs.len() as c_int, ptrs.as_ptr());
        }
        if code == 0 {
            step = "compile";
            code = (api.compile)(prog, ptrs.len() as c_int, ptrs.as_ptr());
        }
        let log = read_log(prog);
        let mut ptx = String::new();
        if code == 0 {
            let mut n = 0usize;
            if (api.result_size)(prog, &mut n) == 0 && n > 0 {
                let mut buf = vec![0u8; n];
                (api.result)(prog, buf.as_mut_ptr().cast());
                ptx = c_string(buf);
            }
        }
        (api.destroy)(&mut prog);
        Raw {
            step,
            code,
            log,
            ptx,
        }
    }
}

/// A NUL-terminated buffer as text.
fn c_string(mut buf: Vec<u8>) -> String {
    if let Some(end) = buf.iter().position(|&b| b == 0) {
        buf.truncate(end);
    }
    String::from_utf8_lossy(&buf).into_owned()
}

mod child {
    //! One compilation in a forked child: the child writes the program log, the PTX (or the
    //! failing step and result code) and whatever libNVVM printed to files of a scratch
    //! folder, and leaves with `_exit`.
    use super::*;

    pub(super) struct ChildOutput {
        pub(super) ptx: String,
        pub(super) log: String,
        pub(super) stderr: String,
    }

    /// Exit status of a child whose compilation failed (the step and code are in a file).
    const EXIT_REFUSED: i32 = 71;

    #[cfg(unix)]
    pub(super) fn run(
        api: Api,
        text: &str,
        lib: Option<&[u8]>,
        args: &[String],
        verify: bool,
        timeout: Duration,
    ) -> Result<ChildOutput, NvvmError> {
        let process = |what: &str, e: std::io::Error| NvvmError::Process(format!("{what}: {e}"));
        let dir = ScratchDir::new("nvvm").map_err(|e| process("creating a scratch folder", e))?;
        let d = dir.path();
        let (ptx_path, log_path, err_path, status_path) = (
            d.join("output.ptx"),
            d.join("program.log"),
            d.join("stderr.log"),
            d.join("status"),
        );
        let stderr =
            std::fs::File::create(&err_path).map_err(|e| process("creating stderr.log", e))?;
        // Everything the child needs is made before the fork: it only calls libNVVM, writes
        // files and exits.
        let pid = {
            // SAFETY: `fork` has no preconditions; the child only runs `child_main`, which never
            // returns.
            let pid = unsafe { libc::fork() };
            if pid == 0 {
                let files = (
                    ptx_path.as_path(),
                    log_path.as_path(),
                    status_path.as_path(),
                );
                child_main(api, (text, lib), args, verify, &stderr, files);
            }
            pid
        };
        drop(stderr);
        if pid < 0 {
            return Err(process("fork", std::io::Error::last_os_error()));
        }
        let status = crate::subprocess::wait_with_timeout(pid, timeout)
            .map_err(|e| process("waitpid", e))?;
        let read = |p: &Path| {
            std::fs::read(p)
                .map(|b| String::from_utf8_lossy(&b).into_owned())
                .unwrap_or_default()
        };
        let stderr_text = read(&err_path);
        let Some(status) = status else {
            return Err(NvvmError::TimedOut(timeout.as_secs()));
        };
        if libc::WIFEXITED(status) {
            match libc::WEXITSTATUS(status) {
                0 => {
                    return Ok(ChildOutput {
                        ptx: read(&ptx_path),
                        log: read(&log_path),
                        stderr: stderr_text,
                    });
                }
                EXIT_REFUSED => {
                    let s = read(&status_path);
                    let (step, code) = s.split_once(' ').unwrap_or(("compile", "-1"));
                    let step = match step {
                        "create" => "create",
                        "add-module" => "add-module",
                        "verify" => "verify",
                        _ => "compile",
                    };
                    return Err(NvvmError::Refused {
                        step,
                        result: result_name(code.trim().parse().unwrap_or(-1)),
                        log: read(&log_path),
                    });
                }
                code => {
                    return Err(NvvmError::Crashed {
                        how: format!("exit status {code}"),
                        stderr: tail(&stderr_text, 20),
                    });
                }
            }
        }
        if libc::WIFSIGNALED(status) {
            return Err(NvvmError::Crashed {
                how: crate::subprocess::signal_name(libc::WTERMSIG(status)),
                stderr: tail(&stderr_text, 20),
            });
        }
        Err(NvvmError::Process(format!(
            "unexpected wait status {status}"
        )))
    }

    #[cfg(not(unix))]
    pub(super) fn run(
        api: Api,
        text: &str,
        lib: Option<&[u8]>,
        args: &[String],
        verify: bool,
        _timeout: Duration,
    ) -> Result<ChildOutput, NvvmError> {
        let r = compile_in_process(api, text, lib, args, verify);
        if r.code != 0 {
            return Err(NvvmError::Refused {
                step: r.step,
                result: result_name(r.code),
                log: r.log,
            });
        }
        Ok(ChildOutput {
            ptx: r.ptx,
            log: r.log,
            stderr: String::new(),
        })
    }

    fn tail(s: &str, n: usize) -> String {
        let lines: Vec<&str> = s.lines().collect();
        lines[lines.len().saturating_sub(n)..].join("\n")
    }

    #[cfg(unix)]
    fn child_main(
        api: Api,
        (text, lib): (&str, Option<&[u8]>),
        args: &[String],
        verify: bool,
        stderr: &std::fs::File,
        (ptx, log, status): (&Path, &Path, &Path),
    ) -> ! {
        use std::os::fd::AsRawFd;
        // SAFETY: plain system calls on valid descriptors.
        unsafe {
            #[cfg(target_os = "linux")]
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            libc::dup2(stderr.as_raw_fd(), 2);
            libc::dup2(stderr.as_raw_fd(), 1);
        }
        let code = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            compile_in_process(api, text, lib, args, verify)
        })) {
            Ok(r) => {
                let wrote = std::fs::write(log, &r.log).is_ok();
                if r.code == 0 {
                    if std::fs::write(ptx, &r.ptx).is_ok() && wrote {
                        0
                    } else {
                        72
                    }
                } else if std::fs::write(status, format!("{} {}", r.step, r.code)).is_ok() {
                    EXIT_REFUSED
                } else {
                    72
                }
            }
            Err(_) => 72,
        };
        // SAFETY: ends the child without running the parent's destructors or atexit handlers.
        unsafe { libc::_exit(code) }
    }
}
