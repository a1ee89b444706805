//! The GPU oracle: runs a [`Launch`](crate::Launch) of a kernel compiled to PTX on a real
//! NVIDIA GPU through the CUDA driver (feature `cuda`, through cudarc, which loads `libcuda` at
//! run time: the crate builds and its tests pass where CUDA is absent) and gives back the same
//! [`Outcome`] the interpreter gives.
//!
//! What is pure lives in its own file and is tested without a GPU:
//! - [`ptx`]: the `.entry` parameters of a PTX module, the PTX names of IR symbols, its globals;
//! - [`plan`]: the launch planned without a GPU: the parameter buffer (each argument's bytes at
//!   its aligned offset), the buffers with their initial bytes (the launch's own, so `random
//!   SEED` gives the interpreter's bytes), the globals to read back, and the assembly of the
//!   bytes read back into [`Observations`](crate::Observations);
//! - [`jitlog`]: the register and spill report of the driver's JIT info log (and of `ptxas -v`).
//!
//! `driver.rs` (feature `cuda`) does the rest: [`Gpu::open`] probes for `libcuda` and a device
//! and answers [`GpuUnavailable`] with the reason instead of panicking; [`Gpu::compile`] loads a
//! PTX module with the JIT info and error logs and reads each kernel's registers and local
//! memory (`cuFuncGetAttribute`); [`Gpu::run`] plans, loads, allocates and fills buffers,
//! launches, waits under a watchdog, copies buffers and writable globals
//! (`cuModuleGetGlobal`) back.
//!
//! # Faults and the watchdog
//!
//! A launch that faults (an illegal or misaligned address, an illegal instruction, a launch
//! failure, `trap`) ends as [`Outcome::Trap`] with
//! [`TrapKind::DeviceFault`](crate::TrapKind::DeviceFault) and the driver's error. Such errors
//! are sticky for the whole process: every later driver call fails with the same error, and
//! resetting and retaining the primary context does not help (tried on an H100, driver 580,
//! CUDA 13: the retain answers the sticky error). So the [`Gpu`] marks itself unusable after
//! a fault, as after a hang (below), and a runner that goes on starts a fresh process.
//!
//! A launch is awaited by polling its stream, not by a blocking synchronize; when the watchdog
//! time passes first the outcome is a trap with [`TrapKind::Watchdog`](crate::TrapKind::Watchdog).
//! The kernel is then still running, and nothing inside the process can stop it: the driver
//! API has no call that kills a running kernel, and destroying or resetting its context waits
//! for it. So the [`Gpu`] marks itself unusable (every later call answers
//! [`GpuError::Unusable`]) and leaks the context rather than block. The only sure way to stop a
//! hung kernel is to end its process: the nightly runner (`seam-gpu`, package
//! `seam-gpu-tests`) runs the GPU in a worker child process and kills it and starts another
//! when a launch passes the watchdog or the worker stops answering.

pub mod jitlog;
pub mod plan;
pub mod ptx;

#[cfg(feature = "cuda")]
mod driver;

#[cfg(feature = "cuda")]
pub use driver::Gpu;

use std::time::Duration;

use crate::outcome::Outcome;

/// Why there is no GPU to run on.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum GpuUnavailable {
    /// This build has no GPU support (seam-oracle without the `cuda` feature).
    #[error("seam-oracle was built without the `cuda` feature")]
    NotBuilt,
    /// The CUDA driver library (`libcuda.so`) could not be loaded.
    #[error("no CUDA driver: libcuda could not be loaded")]
    NoDriver,
    /// The driver is there but sees no device (or not the one asked for).
    #[error("no CUDA device{0}")]
    NoDevice(String),
    /// A driver call failed while opening the device.
    #[error("the CUDA driver failed: {call}: {error}")]
    Driver {
        /// The call.
        call: &'static str,
        /// The driver's error.
        error: String,
    },
}

/// What can go wrong running on the GPU that is not the program's fault.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum GpuError {
    /// The launch does not fit the module or the PTX.
    #[error(transparent)]
    Plan(#[from] plan::PlanError),
    /// The driver's JIT rejected the PTX.
    #[error("the driver's JIT rejected the PTX ({error}):\n{log}")]
    Jit {
        /// The driver's error.
        error: String,
        /// The JIT's error log, then its info log.
        log: String,
    },
    /// The driver refused to launch (too many registers or too much shared memory for the
    /// block size, ...).
    #[error("the driver refused the launch: {0}")]
    LaunchRefused(String),
    /// A driver call failed.
    #[error("{call}: {error}")]
    Driver {
        /// The call.
        call: &'static str,
        /// The driver's error.
        error: String,
    },
    /// An earlier launch hung (see the module documentation); this `Gpu` cannot be used.
    #[error("the GPU is unusable: {0}")]
    Unusable(String),
}

/// How to open the GPU.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GpuOptions {
    /// Which device.
    pub ordinal: usize,
    /// The stack each thread gets (`CU_LIMIT_STACK_SIZE`), in bytes. Recursion and local
    /// arrays live there; the driver's default (1 KiB) is far below what the interpreter
    /// allows. When the driver refuses, the largest power-of-two fraction it accepts is kept.
    pub stack_bytes: usize,
}

impl Default for GpuOptions {
    fn default() -> GpuOptions {
        GpuOptions {
            ordinal: 0,
            stack_bytes: 32 << 10,
        }
    }
}

/// The device a [`Gpu`] runs on.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct DeviceInfo {
    /// Its ordinal.
    pub ordinal: usize,
    /// Its name (`NVIDIA H100 80GB HBM3`).
    pub name: String,
    /// Compute capability (major, minor).
    pub compute_capability: (i32, i32),
    /// The driver's CUDA version (`13000` for 13.0).
    pub driver_version: i32,
    /// The stack each thread got, in bytes.
    pub stack_bytes: usize,
}

impl std::fmt::Display for DeviceInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} (device {}, sm_{}{}, CUDA driver {}.{}, stack {} bytes per thread)",
            self.name,
            self.ordinal,
            self.compute_capability.0,
            self.compute_capability.1,
            self.driver_version / 1000,
            self.driver_version % 1000 / 10,
            self.stack_bytes
        )
    }
}

/// What the driver says about one kernel after its JIT compile.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct KernelResources {
    /// The entry's PTX name.
    pub name: String,
    /// Registers per thread (`CU_FUNC_ATTRIBUTE_NUM_REGS`).
    pub registers: u32,
    /// Local memory per thread in bytes (`CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES`).
    pub local_bytes: u64,
    /// The largest block it can be launched with (`CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK`).
    pub max_threads_per_block: u32,
    /// Static shared memory in bytes (`CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES`).
    pub shared_bytes: u64,
    /// Blocks per SM the driver's occupancy calculator gives
    /// (`cuOccupancyMaxActiveBlocksPerMultiprocessor`, no dynamic shared memory) at each block
    /// size of [`OCCUPANCY_BLOCK_SIZES`] the kernel can be launched with: what
    /// `seam_oracle::perf::occupancy` is checked against.
    pub occupancy: Vec<(u32, u32)>,
}

/// The block sizes at which [`KernelResources::occupancy`] asks the driver.
pub const OCCUPANCY_BLOCK_SIZES: [u32; 12] =
    [1, 32, 64, 96, 128, 160, 192, 256, 384, 512, 768, 1024];

/// A PTX module compiled by the driver's JIT: its log, the log read, each kernel's resources.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Compiled {
    /// The JIT's info log, verbatim.
    pub info_log: String,
    /// The info log read ([`jitlog::parse_report`]): registers and spills per function.
    pub report: jitlog::JitReport,
    /// Every `.entry`, with what `cuFuncGetAttribute` says.
    pub kernels: Vec<KernelResources>,
    /// How long the JIT took.
    pub jit_time: Duration,
}

/// One launch on the GPU.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GpuRun {
    /// How it ended: observations, or a trap ([`TrapKind::DeviceFault`](crate::TrapKind::DeviceFault)
    /// or [`TrapKind::Watchdog`](crate::TrapKind::Watchdog)).
    pub outcome: Outcome,
    /// The driver's error when it faulted (`CUDA_ERROR_ILLEGAL_ADDRESS`, ...).
    pub driver_error: Option<String>,
    /// Observed globals the GPU could not read (the back end dropped them from the PTX, or
    /// the driver does not know them): left out of the observations.
    pub unobservable: Vec<String>,
    /// Wall time from the launch to its end (or the watchdog).
    pub kernel_time: Duration,
}

/// A ptxas that assembles every module instead of the driver's JIT
/// ([`Gpu::set_assembler`]): the cubin it writes is loaded as it is. Running PTX both ways
/// tells a JIT's miscompile from the PTX's; at several `opt_level`s, an assembler's
/// optimization bug from a wrong program; with `line_info`, compute-sanitizer and cuda-gdb name
/// the PTX line of a faulting instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assembler {
    /// The ptxas.
    pub tool: std::path::PathBuf,
    /// `-O0` to `-O3` (3: ptxas's default, and what the JIT does).
    pub opt_level: u8,
    /// Line information into the PTX under this file name (`seam::ptxas::with_line_locations`).
    pub line_info: Option<String>,
}

impl Assembler {
    /// `tool` at `-O3`, without line information.
    pub fn new(tool: impl Into<std::path::PathBuf>) -> Assembler {
        Assembler {
            tool: tool.into(),
            opt_level: 3,
            line_info: None,
        }
    }
}

#[cfg(not(feature = "cuda"))]
mod stub {
    use super::*;

    /// The GPU oracle; this build has no GPU support (seam-oracle without the `cuda`
    /// feature), so [`Gpu::open`] always answers [`GpuUnavailable::NotBuilt`] and no `Gpu`
    /// value can exist.
    #[derive(Debug)]
    pub struct Gpu {
        never: std::convert::Infallible,
    }

    impl Gpu {
        /// Always [`GpuUnavailable::NotBuilt`] in this build.
        pub fn open() -> Result<Gpu, GpuUnavailable> {
            Err(GpuUnavailable::NotBuilt)
        }

        /// Always [`GpuUnavailable::NotBuilt`] in this build.
        pub fn open_with(_: GpuOptions) -> Result<Gpu, GpuUnavailable> {
            Err(GpuUnavailable::NotBuilt)
        }

        /// The device.
        pub fn info(&self) -> &DeviceInfo {
            match self.never {}
        }

        /// Compiles `ptx` with the driver's JIT.
        pub fn compile(&mut self, _ptx: &str) -> Result<Compiled, GpuError> {
            match self.never {}
        }

        /// Runs `launch`.
        pub fn run(
            &mut self,
            _m: &seam::ir::Module,
            _ptx: &str,
            _launch: &crate::Launch,
            _watchdog: Duration,
        ) -> Result<GpuRun, GpuError> {
            match self.never {}
        }

        /// Whether the GPU can still be used.
        pub fn is_usable(&self) -> bool {
            match self.never {}
        }

        /// Why the GPU can no longer be used, if it cannot.
        pub fn unusable_reason(&self) -> Option<&str> {
            match self.never {}
        }

        /// Has modules assembled by a ptxas instead of the driver's JIT.
        pub fn set_assembler(&mut self, _assembler: Option<super::Assembler>) {
            match self.never {}
        }
    }
}

#[cfg(not(feature = "cuda"))]
pub use stub::Gpu;
