//! The CUDA driver side of the GPU oracle (feature `cuda`): cudarc's thin `result` wrappers
//! and raw `sys` calls (for `cuModuleLoadDataEx` with JIT logs), behind a small owner type.
//!
//! cudarc loads `libcuda` at the first driver call and panics when it is absent, so
//! [`Gpu::open`] probes with `is_culib_present` first, and guards the first calls against a
//! panic (a driver too old to have a symbol) as well. See the module documentation of
//! [`crate::gpu`] for faults and the watchdog.

// The matches here are over the CUDA driver's result codes (about a hundred, growing with each
// CUDA release): the ones that mean something specific are named, every other is "the driver
// refused", which is what a new code means too.
#![allow(clippy::wildcard_enum_match_arm)]

use std::ffi::{CString, c_void};
use std::time::{Duration, Instant};

use cudarc::driver::result::{self, DriverError};
use cudarc::driver::sys;
use seam::ir::Module;

use super::plan::LaunchPlan;
use super::{
    Compiled, DeviceInfo, GpuError, GpuOptions, GpuRun, GpuUnavailable, KernelResources, jitlog,
    ptx,
};
use crate::launch::Launch;
use crate::outcome::{Location, Outcome, TrapKind};

/// Bytes of each JIT log buffer.
const LOG_BYTES: usize = 1 << 16;

fn name_of(e: DriverError) -> String {
    format!("{:?}", e.0)
}

fn driver(call: &'static str) -> impl Fn(DriverError) -> GpuError {
    move |e| GpuError::Driver {
        call,
        error: name_of(e),
    }
}

/// A GPU to run launches on: one device and its primary context, current on the thread that
/// uses it (a `Gpu` is neither `Send` nor `Sync`: the driver context belongs to a thread).
#[derive(Debug)]
pub struct Gpu {
    dev: sys::CUdevice,
    ctx: sys::CUcontext,
    info: DeviceInfo,
    opts: GpuOptions,
    /// Why the GPU can no longer be used (a launch faulted or hung).
    broken: Option<String>,
    /// The ptxas that assembles each module into a cubin the driver loads as it is, instead
    /// of the driver's JIT (`None`: the JIT).
    assembler: Option<super::Assembler>,
}

/// A loaded module, unloaded on drop (unless the context it belongs to is gone).
struct LoadedModule {
    module: sys::CUmodule,
    info_log: String,
    jit_time: Duration,
}

impl Gpu {
    /// Opens device 0 with the default options.
    pub fn open() -> Result<Gpu, GpuUnavailable> {
        Gpu::open_with(GpuOptions::default())
    }

    /// Opens the device `opts.ordinal`: loads `libcuda`, initializes the driver, takes the
    /// device's primary context and sets the stack size. Never panics: a missing library,
    /// device or symbol is a [`GpuUnavailable`].
    pub fn open_with(opts: GpuOptions) -> Result<Gpu, GpuUnavailable> {
        // SAFETY: only tries to load the library.
        if !unsafe { sys::is_culib_present() } {
            return Err(GpuUnavailable::NoDriver);
        }
        match std::panic::catch_unwind(|| Gpu::open_unguarded(opts)) {
            Ok(r) => r,
            Err(p) => Err(GpuUnavailable::Driver {
                call: "loading libcuda",
                error: p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                    .unwrap_or_else(|| "a panic in cudarc".to_owned()),
            }),
        }
    }

    fn open_unguarded(opts: GpuOptions) -> Result<Gpu, GpuUnavailable> {
        let fail = |call: &'static str| {
            move |e: DriverError| match e.0 {
                sys::CUresult::CUDA_ERROR_NO_DEVICE => GpuUnavailable::NoDevice(String::new()),
                _ => GpuUnavailable::Driver {
                    call,
                    error: name_of(e),
                },
            }
        };
        result::init().map_err(fail("cuInit"))?;
        let count = result::device::get_count().map_err(fail("cuDeviceGetCount"))?;
        if count <= 0 || opts.ordinal >= count as usize {
            return Err(GpuUnavailable::NoDevice(if count > 0 {
                format!(" {} (the driver sees {count})", opts.ordinal)
            } else {
                String::new()
            }));
        }
        let dev = result::device::get(opts.ordinal as i32).map_err(fail("cuDeviceGet"))?;
        let name = result::device::get_name(dev).map_err(fail("cuDeviceGetName"))?;
        // SAFETY: `dev` comes from cuDeviceGet.
        let cc = unsafe {
            (
                result::device::get_attribute(
                    dev,
                    sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                )
                .map_err(fail("cuDeviceGetAttribute"))?,
                result::device::get_attribute(
                    dev,
                    sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                )
                .map_err(fail("cuDeviceGetAttribute"))?,
            )
        };
        let mut version = 0i32;
        // SAFETY: writes one int.
        unsafe { sys::cuDriverGetVersion(&mut version) }
            .result()
            .map_err(fail("cuDriverGetVersion"))?;
        // SAFETY: `dev` comes from cuDeviceGet.
        let ctx = unsafe { result::primary_ctx::retain(dev) }
            .map_err(fail("cuDevicePrimaryCtxRetain"))?;
        let mut gpu = Gpu {
            dev,
            ctx,
            info: DeviceInfo {
                ordinal: opts.ordinal,
                name,
                compute_capability: cc,
                driver_version: version,
                stack_bytes: 0,
            },
            opts,
            broken: None,
            assembler: None,
        };
        gpu.configure().map_err(|e| match e {
            GpuError::Driver { call, error } => GpuUnavailable::Driver { call, error },
            other => GpuUnavailable::Driver {
                call: "configuring the context",
                error: other.to_string(),
            },
        })?;
        Ok(gpu)
    }

    /// Makes the context current and sets its stack size (halving until the driver agrees).
    fn configure(&mut self) -> Result<(), GpuError> {
        // SAFETY: `ctx` is a retained primary context.
        unsafe { result::ctx::set_current(self.ctx) }.map_err(driver("cuCtxSetCurrent"))?;
        let mut want = self.opts.stack_bytes.max(1024);
        loop {
            match result::ctx::set_limit(sys::CUlimit::CU_LIMIT_STACK_SIZE, want) {
                Ok(()) => break,
                Err(_) if want > 1024 => want /= 2,
                Err(e) => return Err(driver("cuCtxSetLimit")(e)),
            }
        }
        self.info.stack_bytes = result::ctx::get_limit(sys::CUlimit::CU_LIMIT_STACK_SIZE)
            .map_err(driver("cuCtxGetLimit"))?;
        Ok(())
    }

    /// The device.
    pub fn info(&self) -> &DeviceInfo {
        &self.info
    }

    /// Whether the GPU can still be used (false after a launch faulted or hung).
    pub fn is_usable(&self) -> bool {
        self.broken.is_none()
    }

    /// Why the GPU can no longer be used, if it cannot.
    pub fn unusable_reason(&self) -> Option<&str> {
        self.broken.as_deref()
    }

    fn ready(&self) -> Result<(), GpuError> {
        if let Some(why) = &self.broken {
            return Err(GpuError::Unusable(why.clone()));
        }
        // SAFETY: `ctx` is a retained primary context.
        unsafe { result::ctx::set_current(self.ctx) }.map_err(driver("cuCtxSetCurrent"))
    }

    /// Has every later module assembled by `assembler` (for this device's architecture,
    /// `--fmad=false`, whole program, at its optimization level) and its cubin loaded as it
    /// is, instead of compiled by the driver's JIT; `None` goes back to the JIT. Running the
    /// same PTX both ways separates a JIT's miscompile from a PTX one, and another ptxas (the
    /// corpus's 12.9) from the driver's.
    pub fn set_assembler(&mut self, assembler: Option<super::Assembler>) {
        self.assembler = assembler;
    }

    /// Loads `ptx` through the JIT with its info and error logs (verbose), or assembled by
    /// the assembler ([`Gpu::set_assembler`]), whose `-v` report stands for the JIT's log.
    fn load(&self, ptx_text: &str) -> Result<LoadedModule, GpuError> {
        let (image, assembled_log) = match &self.assembler {
            None => (
                CString::new(ptx_text)
                    .map_err(|_| GpuError::Jit {
                        error: "the PTX holds a NUL byte".into(),
                        log: String::new(),
                    })?
                    .into_bytes_with_nul(),
                None,
            ),
            Some(a) => {
                let (major, minor) = self.info.compute_capability;
                let opts = seam::ptxas::PtxasOptions {
                    arch: format!("sm_{major}{minor}"),
                    link: seam::ptxas::LinkMode::WholeProgram,
                    keep_cubin: true,
                    opt_level: a.opt_level,
                    line_info: a.line_info.clone(),
                    ..Default::default()
                };
                let report =
                    seam::ptxas::run_with(&a.tool, ptx_text, &opts).map_err(|e| GpuError::Jit {
                        error: format!("the assembler failed: {e}"),
                        log: String::new(),
                    })?;
                (report.cubin, Some(report.log))
            }
        };
        let mut info = vec![0u8; LOG_BYTES];
        let mut error = vec![0u8; LOG_BYTES];
        let mut options = [
            sys::CUjit_option::CU_JIT_INFO_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
            sys::CUjit_option::CU_JIT_LOG_VERBOSE,
        ];
        // Scalar option values travel in the pointer slots themselves.
        let mut values: [*mut c_void; 5] = [
            info.as_mut_ptr().cast(),
            std::ptr::without_provenance_mut(LOG_BYTES),
            error.as_mut_ptr().cast(),
            std::ptr::without_provenance_mut(LOG_BYTES),
            std::ptr::without_provenance_mut(1),
        ];
        let mut module: sys::CUmodule = std::ptr::null_mut();
        let start = Instant::now();
        // SAFETY: the image is NUL-terminated PTX or a whole cubin (an ELF image, whose headers
        // give its size); the log buffers outlive the call and their sizes are given; the
        // option and value arrays have the same length.
        let r = unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                image.as_ptr().cast(),
                options.len() as u32,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        };
        let jit_time = start.elapsed();
        let text = |buf: &[u8]| {
            let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
            String::from_utf8_lossy(&buf[..end]).into_owned()
        };
        let info_log = assembled_log.unwrap_or_else(|| text(&info));
        match r.result() {
            Ok(()) => Ok(LoadedModule {
                module,
                info_log,
                jit_time,
            }),
            Err(e) => Err(GpuError::Jit {
                error: name_of(e),
                log: format!("{}{}", text(&error), info_log),
            }),
        }
    }

    fn unload(&self, m: LoadedModule) {
        // SAFETY: the module was loaded in the current context and is unloaded once.
        let _ = unsafe { result::module::unload(m.module) };
    }

    /// Compiles `ptx` with the driver's JIT and reports, per kernel, what the log and
    /// `cuFuncGetAttribute` say.
    pub fn compile(&mut self, ptx_text: &str) -> Result<Compiled, GpuError> {
        self.ready()?;
        let loaded = self.load(ptx_text)?;
        let mut kernels = Vec::new();
        let mut failure = None;
        for name in ptx::entries(ptx_text) {
            match self.resources(&loaded, &name) {
                Ok(k) => kernels.push(k),
                Err(e) => {
                    failure = Some(e);
                    break;
                }
            }
        }
        let compiled = Compiled {
            report: jitlog::parse_report(&loaded.info_log),
            info_log: loaded.info_log.clone(),
            kernels,
            jit_time: loaded.jit_time,
        };
        self.unload(loaded);
        match failure {
            Some(e) => Err(e),
            None => Ok(compiled),
        }
    }

    fn function(&self, m: &LoadedModule, name: &str) -> Result<sys::CUfunction, GpuError> {
        let c = CString::new(name).map_err(|_| GpuError::Driver {
            call: "cuModuleGetFunction",
            error: format!("the name {name:?} holds a NUL byte"),
        })?;
        // SAFETY: the module is loaded.
        unsafe { result::module::get_function(m.module, c) }.map_err(driver("cuModuleGetFunction"))
    }

    fn resources(&self, m: &LoadedModule, name: &str) -> Result<KernelResources, GpuError> {
        let f = self.function(m, name)?;
        let attr = |a: sys::CUfunction_attribute| {
            // SAFETY: `f` is a function of a loaded module.
            unsafe { result::function::get_function_attribute(f, a) }
                .map_err(driver("cuFuncGetAttribute"))
        };
        let max_threads_per_block =
            attr(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?.max(0) as u32;
        let mut occupancy = Vec::new();
        for &block in super::OCCUPANCY_BLOCK_SIZES
            .iter()
            .filter(|&&b| b <= max_threads_per_block)
        {
            let mut n: std::ffi::c_int = 0;
            // SAFETY: `f` is a function of a loaded module; `n` outlives the call.
            let r = unsafe {
                sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(
                    &mut n,
                    f,
                    block as std::ffi::c_int,
                    0,
                )
            };
            r.result()
                .map_err(driver("cuOccupancyMaxActiveBlocksPerMultiprocessor"))?;
            occupancy.push((block, n.max(0) as u32));
        }
        Ok(KernelResources {
            name: name.to_owned(),
            registers: attr(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_NUM_REGS)?.max(0) as u32,
            local_bytes: attr(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES)?.max(0)
                as u64,
            max_threads_per_block,
            shared_bytes: attr(sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)?
                .max(0) as u64,
            occupancy,
        })
    }

    /// Runs `launch` of a kernel of `m`, compiled to `ptx`: a fresh module (so globals start
    /// from their initializers, as in the interpreter), fresh buffers filled with the launch's
    /// bytes, the launch, a wait of at most `watchdog`, and the buffers and observed globals
    /// read back.
    pub fn run(
        &mut self,
        m: &Module,
        ptx_text: &str,
        launch: &Launch,
        watchdog: Duration,
    ) -> Result<GpuRun, GpuError> {
        let mut plan = LaunchPlan::new(m, ptx_text, launch)?;
        self.ready()?;
        let loaded = self.load(ptx_text)?;
        let mut allocs: Vec<(sys::CUdeviceptr, usize)> = Vec::new();
        let r = self.run_loaded(&loaded, &mut plan, &mut allocs, watchdog);
        match &r {
            Ok(run) if run.driver_error.is_some() => {
                // A sticky error (an illegal address, a trap, a launch failure): the driver
                // documents the process as left in an inconsistent state, every later call
                // failing with the same error, until the process ends. Resetting and
                // retaining the primary context was tried on a GPU (driver 580, CUDA 13): the
                // retain returns the sticky error. So this `Gpu` is done; a runner that wants
                // to go on starts a fresh process (`seam-gpu`'s workers do).
                let error = run.driver_error.as_deref().unwrap_or_default();
                self.broken = Some(format!(
                    "a launch faulted ({error}): the CUDA driver needs a new process"
                ));
            }
            Ok(run)
                if matches!(
                    run.outcome,
                    Outcome::Trap {
                        kind: TrapKind::Watchdog,
                        ..
                    }
                ) =>
            {
                // The kernel still runs: leave the context alone (see the module docs).
            }
            _ => {
                for (p, _) in allocs {
                    // SAFETY: allocated in this context, freed once, the launch is over.
                    let _ = unsafe { result::free_sync(p) };
                }
                self.unload(loaded);
            }
        }
        r
    }

    fn run_loaded(
        &mut self,
        loaded: &LoadedModule,
        plan: &mut LaunchPlan,
        allocs: &mut Vec<(sys::CUdeviceptr, usize)>,
        watchdog: Duration,
    ) -> Result<GpuRun, GpuError> {
        let f = self.function(loaded, &plan.kernel)?;
        for b in 0..plan.buffers.len() {
            let bytes = &plan.buffers[b].bytes;
            // SAFETY: a plain allocation; at least one byte (a zero-byte allocation fails).
            let p =
                unsafe { result::malloc_sync(bytes.len().max(1)) }.map_err(driver("cuMemAlloc"))?;
            allocs.push((p, bytes.len()));
            if !bytes.is_empty() {
                // SAFETY: `p` holds `bytes.len()` bytes.
                unsafe { result::memcpy_htod_sync(p, bytes) }.map_err(driver("cuMemcpyHtoD"))?;
            }
            plan.set_buffer_address(b, p);
        }
        let mut globals = Vec::new();
        let mut unobservable = Vec::new();
        for g in &plan.globals {
            let found = match &g.ptx_name {
                Some(n) => match CString::new(n.as_str()) {
                    // SAFETY: the module is loaded.
                    Ok(c) => unsafe { result::module::get_global(loaded.module, c) }.ok(),
                    Err(_) => None,
                },
                None => None,
            };
            match found {
                Some((p, size)) if size as u64 == g.size => globals.push(Some(p)),
                _ => {
                    unobservable.push(g.observed_as.clone());
                    globals.push(None);
                }
            }
        }
        let base = plan.params.as_mut_ptr();
        // SAFETY: every offset lies inside `plan.params`.
        let mut args: Vec<*mut c_void> = plan
            .offsets
            .iter()
            .map(|&o| unsafe { base.add(o) }.cast::<c_void>())
            .collect();
        let start = Instant::now();
        // SAFETY: `f` is an entry of the loaded module; `args` holds one pointer per PTX
        // parameter to at least as many bytes as the PTX declares (the plan checked the
        // sizes); `plan.params` outlives the launch (we wait for it below, or leak on a hang).
        let launched = unsafe {
            result::launch_kernel(
                f,
                (plan.grid[0], plan.grid[1], plan.grid[2]),
                (plan.block[0], plan.block[1], plan.block[2]),
                plan.shared,
                std::ptr::null_mut(),
                &mut args,
            )
        };
        if let Err(e) = launched {
            return match e.0 {
                sys::CUresult::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES
                | sys::CUresult::CUDA_ERROR_INVALID_VALUE
                | sys::CUresult::CUDA_ERROR_INVALID_IMAGE
                | sys::CUresult::CUDA_ERROR_NOT_SUPPORTED => {
                    Err(GpuError::LaunchRefused(name_of(e)))
                }
                _ => Ok(fault(plan, name_of(e), unobservable, start.elapsed())),
            };
        }
        // Poll the stream, sleeping a little longer each time, up to the watchdog.
        let mut nap = Duration::from_micros(20);
        loop {
            // SAFETY: the null stream of the current context.
            match unsafe { sys::cuStreamQuery(std::ptr::null_mut()) } {
                sys::CUresult::CUDA_SUCCESS => break,
                sys::CUresult::CUDA_ERROR_NOT_READY => {
                    if start.elapsed() >= watchdog {
                        self.broken = Some(format!(
                            "a launch of {} did not finish within {watchdog:?}",
                            plan.kernel
                        ));
                        return Ok(GpuRun {
                            outcome: Outcome::Trap {
                                kind: TrapKind::Watchdog,
                                at: at_kernel(plan),
                            },
                            driver_error: None,
                            unobservable,
                            kernel_time: start.elapsed(),
                        });
                    }
                    std::thread::sleep(nap);
                    nap = (nap * 2).min(Duration::from_millis(2));
                }
                e => return Ok(fault(plan, format!("{e:?}"), unobservable, start.elapsed())),
            }
        }
        if let Err(e) = result::ctx::synchronize() {
            return Ok(fault(plan, name_of(e), unobservable, start.elapsed()));
        }
        let kernel_time = start.elapsed();
        let mut buffers = Vec::with_capacity(allocs.len());
        for &(p, len) in allocs.iter() {
            let mut out = vec![0u8; len];
            if len > 0 {
                // SAFETY: `p` holds `len` bytes; the launch is over.
                unsafe { result::memcpy_dtoh_sync(&mut out, p) }.map_err(driver("cuMemcpyDtoH"))?;
            }
            buffers.push(out);
        }
        let mut global_bytes = Vec::with_capacity(globals.len());
        for (g, p) in plan.globals.iter().zip(&globals) {
            global_bytes.push(match p {
                Some(p) => {
                    let mut out = vec![0u8; g.size as usize];
                    if g.size > 0 {
                        // SAFETY: the driver says the global has `g.size` bytes.
                        unsafe { result::memcpy_dtoh_sync(&mut out, *p) }
                            .map_err(driver("cuMemcpyDtoH"))?;
                    }
                    Some(out)
                }
                None => None,
            });
        }
        Ok(GpuRun {
            outcome: Outcome::Completed(plan.observations(buffers, global_bytes)),
            driver_error: None,
            unobservable,
            kernel_time,
        })
    }
}

/// Where a GPU trap happened, as far as the host knows: the kernel.
fn at_kernel(plan: &LaunchPlan) -> Location {
    Location {
        function: format!("@{}", plan.kernel),
        ..Location::default()
    }
}

fn fault(plan: &LaunchPlan, error: String, unobservable: Vec<String>, t: Duration) -> GpuRun {
    GpuRun {
        outcome: Outcome::Trap {
            kind: TrapKind::DeviceFault,
            at: at_kernel(plan),
        },
        driver_error: Some(error),
        unobservable,
        kernel_time: t,
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        if self.broken.is_none() {
            // SAFETY: releases the reference `open` retained.
            let _ = unsafe { result::primary_ctx::release(self.dev) };
        }
    }
}
