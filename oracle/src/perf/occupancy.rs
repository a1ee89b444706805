//! Theoretical occupancy of a kernel: how many of its blocks one SM holds at once, and the
//! fraction of the SM's warp slots they fill, as NVIDIA's occupancy calculator computes it
//! (`cudaOccMaxActiveBlocksPerMultiprocessor` in the toolkit's public header
//! `cuda_occupancy.h`), for sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, sm_89 and sm_90 (an
//! `a`/`f` suffix such as `sm_90a` names the same SM).
//!
//! # Formula ([`occupancy`])
//! 1. **Warps per block** `W = ceil(threads / 32)`: a partial warp takes a whole warp slot. A
//!    block of 0 or more than 1024 threads is an error.
//! 2. **Registers**, allocated per warp: `regs_per_warp = round_up(regs * 32, 256)`. More
//!    registers than the per-thread maximum is an error, and so is a block over the per-block
//!    register file as the hardware checks it, with warps rounded up to the 4 sub-partitions:
//!    `regs_per_warp * round_up(W, 4) > 65536` (this implies the header's "software check"
//!    `regs_per_warp * W > 65536`). The register file is split evenly over the sub-partitions
//!    and a warp lives in one: `warps_by_regs = floor(65536 / 4 / regs_per_warp) * 4`,
//!    `blocks_by_regs = floor(warps_by_regs / W)`. 0 registers means no register limit.
//! 3. **Shared memory**: `per_block = round_up(static + dynamic + reserve, unit)`, with the
//!    1 KiB per block the driver reserves on sm_80 and later (0 before) and a 256 B unit on
//!    sm_7x, 128 B after. `static + dynamic` over the opt-in per-block maximum is an error
//!    (the header: `per_block > opt_in_max + reserve`); the kernel is taken to have opted in
//!    (`cudaFuncAttributeMaxDynamicSharedMemorySize`) to what it launches with. The SM's
//!    capacity is **the largest carveout the architecture allows**: under the default carveout
//!    preference the header takes the device's `sharedMemPerMultiprocessor`, that maximum.
//!    `blocks_by_shared = floor(capacity / per_block)`; no limit when `per_block` is 0.
//! 4. **Slots**: `blocks_by_warps = floor(max_warps_per_sm / W)`, and `max_blocks_per_sm`.
//! 5. `blocks_per_sm` is the least of the four; occupancy is `blocks_per_sm * W /
//!    max_warps_per_sm`. The **limiter** is the limit attaining it; where the header sets a
//!    bit for each tied limit, a tie here names the first of warps, blocks, registers, shared
//!    memory: with a slot count binding too, using less of a resource would not raise
//!    occupancy.
//!
//! A block that cannot launch is an [`OccupancyError`], never 0 blocks per SM (the header's
//! 0 would read as "occupancy fell to 0" where the launch fails). With the built-in limits,
//! every launch that passes the per-block checks has at least 1 block per SM; limits built by
//! hand may admit none ([`OccupancyError::NoBlockFits`]). Not modelled: other carveout
//! preferences, the sm_90 barrier limit (64 per SM, never binding at a kernel's 1 barrier),
//! partitioned global caching (sm_5x/6x), clusters, registers the driver adds for tools.
//!
//! # Per-architecture values
//! | quantity                 | 70  | 72  | 75  | 80   | 86   | 87   | 89   | 90   | source |
//! |--------------------------|-----|-----|-----|------|------|------|------|------|--------|
//! | warps / SM               | 64  | 64  | 32  | 64   | 48   | 48   | 48   | 64   | G      |
//! | blocks / SM              | 32  | 32  | 16  | 32   | 16   | 16   | 24   | 32   | G, H1  |
//! | shared / SM (KiB)        | 96  | 96  | 64  | 164  | 100  | 164  | 100  | 228  | G, H2  |
//! | opt-in max / block (KiB) | 96  | 96  | 64  | 163  | 99   | 163  | 99   | 227  | G      |
//! | shared unit (B)          | 256 | 256 | 256 | 128  | 128  | 128  | 128  | 128  | H3     |
//! | reserve / block (B)      | 0   | 0   | 0   | 1024 | 1024 | 1024 | 1024 | 1024 | G, D, H4 |
//!
//! The same on all eight: 1024 threads per block, warp size 32, 65536 registers per SM and per
//! block, 255 registers per thread (G); registers allocated per warp in units of 256 (H5); 4
//! sub-partitions (H6).
//!
//! Sources:
//! - G: CUDA C++ Programming Guide, "Technical Specifications per Compute Capability" (in the
//!   CUDA 13 guide, the "SM Information" and "Memory Information per Compute Capability"
//!   tables). Its compute capability 8.x and 9.0 sections say the 1 KB of shared memory a
//!   block cannot have is reserved for system use.
//! - D: the device property the header reads for it, `cudaDeviceProp::reservedSharedMemPerBlock`.
//! - H: `cuda_occupancy.h` (CUDA 12.6): H1 `cudaOccMaxBlocksPerMultiprocessor`; H2
//!   `cudaOccAlignUpShmemSizeVoltaPlus` (the largest carveout of each) with
//!   `cudaOccSMemPreferenceVoltaPlus`; H3 `cudaOccSMemAllocationGranularity`; H4
//!   `cudaOccMaxBlocksPerSMSmemLimit` and `cudaOccSMemPerBlock`, which add the reserve; H5
//!   `cudaOccRegAllocationGranularity`; H6 `cudaOccSubPartitionsPerMultiprocessor`; the
//!   formulas of `cudaOccMaxBlocksPerSMRegsLimit`, `...SmemLimit` and `...WarpsLimit`.
//! - `cudaOccRegAllocationMaxPerThread` says 256 for majors 7 to 9 where the guide says 255;
//!   255 is used (ptxas never allocates a 256th register), so 256 registers is an error here.
//! - The CUDA C++ Best Practices Guide's "Calculating Occupancy" example (compute capability
//!   7.0, 37 registers: 128-thread blocks give 12 blocks and 75%, 320-thread blocks 4 blocks
//!   and 63%) is a test below.

use std::fmt;

/// The per-SM limits of one architecture (see the module's table for values and sources).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SmLimits {
    /// The SM version, `10 * major + minor` (90 for sm_90).
    pub sm: u32,
    pub max_threads_per_block: u32,
    pub warp_size: u32,
    pub max_warps_per_sm: u32,
    pub max_blocks_per_sm: u32,
    /// 32-bit registers in one SM's register file.
    pub regs_per_sm: u32,
    pub max_regs_per_block: u32,
    pub max_regs_per_thread: u32,
    /// Registers are allocated per warp in multiples of this many.
    pub reg_alloc_unit: u32,
    /// Sub-partitions (schedulers) the register file is split over.
    pub sub_partitions: u32,
    /// Shared memory per SM in bytes at the largest carveout.
    pub shared_per_sm: u64,
    /// The opt-in maximum of shared memory one block may use, in bytes, excluding the reserve.
    pub max_shared_per_block: u64,
    /// Shared memory is allocated per block in multiples of this many bytes.
    pub shared_alloc_unit: u64,
    /// Shared memory the driver reserves per block, in bytes.
    pub reserved_shared_per_block: u64,
}

const KIB: u64 = 1024;

const fn row(sm: u32, warps: u32, blocks: u32, kib: u64, unit: u64, reserve: u64) -> SmLimits {
    SmLimits {
        sm,
        max_threads_per_block: 1024,
        warp_size: 32,
        max_warps_per_sm: warps,
        max_blocks_per_sm: blocks,
        regs_per_sm: 65536,
        max_regs_per_block: 65536,
        max_regs_per_thread: 255,
        reg_alloc_unit: 256,
        sub_partitions: 4,
        shared_per_sm: kib * KIB,
        // The opt-in per-block maximum is the SM's capacity less the reserve, on each of these.
        max_shared_per_block: kib * KIB - reserve,
        shared_alloc_unit: unit,
        reserved_shared_per_block: reserve,
    }
}

static LIMITS: [SmLimits; 8] = [
    row(70, 64, 32, 96, 256, 0),
    row(72, 64, 32, 96, 256, 0),
    row(75, 32, 16, 64, 256, 0),
    row(80, 64, 32, 164, 128, KIB),
    row(86, 48, 16, 100, 128, KIB),
    row(87, 48, 16, 164, 128, KIB),
    row(89, 48, 24, 100, 128, KIB),
    row(90, 64, 32, 228, 128, KIB),
];

/// The limits of SM version `sm` (70, 72, 75, 80, 86, 87, 89, 90); `None` for any other.
pub fn limits(sm: u32) -> Option<&'static SmLimits> {
    LIMITS.iter().find(|l| l.sm == sm)
}

/// The SM version an architecture name spells: `"sm_90"`, `"sm_90a"`, `"compute_90"`, `"90"`
/// give 90. Only the syntax is checked: [`limits`] says whether the version is known.
pub fn parse_arch(s: &str) -> Option<u32> {
    let rest = s
        .strip_prefix("sm_")
        .or_else(|| s.strip_prefix("compute_"))
        .unwrap_or(s);
    let digits = rest.strip_suffix(['a', 'f']).unwrap_or(rest);
    if digits.is_empty() || digits.len() > 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// What one launch of a kernel asks of an SM.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct KernelResources {
    /// Registers per thread, as ptxas reports them (0: no register limit).
    pub registers: u32,
    /// Static shared memory in bytes (`.shared` variables).
    pub static_shared: u64,
    /// Dynamic shared memory in bytes, as the launch passes it.
    pub dynamic_shared: u64,
    /// Threads per block (the product of the block's dimensions).
    pub block_threads: u32,
}

/// What bounds the number of blocks per SM.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Limiter {
    /// The SM's warp slots.
    Warps,
    /// The SM's block slots.
    Blocks,
    /// The register file.
    Registers,
    /// Shared memory.
    SharedMemory,
}

impl fmt::Display for Limiter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Limiter::Warps => "warp slots per SM",
            Limiter::Blocks => "block slots per SM",
            Limiter::Registers => "registers",
            Limiter::SharedMemory => "shared memory",
        })
    }
}

/// The theoretical occupancy of one launch configuration on one SM.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Occupancy {
    /// Blocks resident at once on one SM (at least 1).
    pub blocks_per_sm: u32,
    /// `blocks_per_sm` times the block's warps.
    pub active_warps: u32,
    /// The SM's warp slots.
    pub max_warps: u32,
    pub limiter: Limiter,
    /// Registers allocated per block (per-warp allocation times warps).
    pub registers_per_block: u32,
    /// Shared memory allocated per block in bytes, reserve and rounding included.
    pub shared_per_block: u64,
}

impl Occupancy {
    /// `active_warps / max_warps`, in `[0, 1]`.
    pub fn fraction(&self) -> f64 {
        if self.max_warps == 0 {
            0.0
        } else {
            f64::from(self.active_warps) / f64::from(self.max_warps)
        }
    }
}

/// Why a launch configuration has no occupancy: it cannot launch, or the inputs are wrong.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum OccupancyError {
    /// A block of 0 threads, or of more than the SM takes.
    #[error("a block of {threads} threads cannot launch: sm_{sm} takes 1 to {max} threads")]
    BlockSize { sm: u32, threads: u32, max: u32 },
    /// More registers per thread than the SM allows.
    #[error("{registers} registers per thread is over sm_{sm}'s maximum of {max}")]
    RegistersPerThread { sm: u32, registers: u32, max: u32 },
    /// The block's registers, as allocated and checked, are over the per-block maximum.
    #[error("{threads} threads at {registers} registers need {needed} > sm_{sm}'s {max} per block")]
    RegistersPerBlock {
        sm: u32,
        threads: u32,
        registers: u32,
        needed: u64,
        max: u32,
    },
    /// Static plus dynamic shared memory is over the per-block (opt-in) maximum.
    #[error("{requested} B of shared memory per block is over sm_{sm}'s maximum of {max} B")]
    SharedPerBlock { sm: u32, requested: u64, max: u64 },
    /// An architecture without built-in limits.
    #[error("unknown architecture {0:?}: known are sm_70 72 75 80 86 87 89 90")]
    UnknownArch(String),
    /// Hand-built limits with a zero divisor.
    #[error("sm_{sm}'s limits are unusable: {what}")]
    InvalidLimits { sm: u32, what: &'static str },
    /// Hand-built limits that hold no block of the kernel.
    #[error("sm_{sm}'s limits admit no block of this kernel: {limiter} hold fewer than one")]
    NoBlockFits { sm: u32, limiter: Limiter },
}

/// `x` rounded up to a multiple of `unit` (> 0); `None` on overflow.
fn round_up(x: u64, unit: u64) -> Option<u64> {
    x.div_ceil(unit).checked_mul(unit)
}

/// The theoretical occupancy of a kernel launched with `r` on an SM with limits `l` (see the
/// module documentation for the formula). Errors when the block cannot launch at all.
pub fn occupancy(l: &SmLimits, r: &KernelResources) -> Result<Occupancy, OccupancyError> {
    use OccupancyError as E;
    let sm = l.sm;
    for (value, what) in [
        (u64::from(l.warp_size), "warp size is 0"),
        (u64::from(l.reg_alloc_unit), "register allocation unit is 0"),
        (u64::from(l.sub_partitions), "sub-partition count is 0"),
        (l.shared_alloc_unit, "shared memory allocation unit is 0"),
    ] {
        if value == 0 {
            return Err(E::InvalidLimits { sm, what });
        }
    }
    let (threads, regs) = (r.block_threads, r.registers);
    if threads == 0 || threads > l.max_threads_per_block {
        let max = l.max_threads_per_block;
        return Err(E::BlockSize { sm, threads, max });
    }
    let warp = u64::from(l.warp_size);
    let warps = u64::from(threads).div_ceil(warp);

    // Registers: per warp, rounded to the unit; the per-block check counts warps rounded up to
    // the sub-partitions; the SM holds whole warps per sub-partition.
    if regs > l.max_regs_per_thread {
        let (registers, max) = (regs, l.max_regs_per_thread);
        return Err(E::RegistersPerThread { sm, registers, max });
    }
    let parts = u64::from(l.sub_partitions);
    let regs_per_warp =
        round_up(u64::from(regs) * warp, u64::from(l.reg_alloc_unit)).unwrap_or(u64::MAX);
    // The header's "hardware check"; its "software check" (`regs_per_warp * warps`) is implied.
    let needed = regs_per_warp.saturating_mul(round_up(warps, parts).unwrap_or(u64::MAX));
    if needed > u64::from(l.max_regs_per_block) {
        let (registers, max) = (regs, l.max_regs_per_block);
        return Err(E::RegistersPerBlock {
            sm,
            threads,
            registers,
            needed,
            max,
        });
    }
    let per_part = u64::from(l.regs_per_sm) / parts;
    let by_regs = per_part
        .checked_div(regs_per_warp)
        .map_or(u64::MAX, |w| w * parts / warps);

    // Shared memory: static + dynamic + reserve, rounded to the unit, against the per-block
    // maximum (plus the reserve, as the header counts it) and the SM's largest carveout.
    let requested = r.static_shared.saturating_add(r.dynamic_shared);
    let reserved = l.reserved_shared_per_block;
    let shared = r
        .static_shared
        .checked_add(r.dynamic_shared)
        .and_then(|b| b.checked_add(reserved))
        .and_then(|b| round_up(b, l.shared_alloc_unit))
        .filter(|&b| b <= l.max_shared_per_block.saturating_add(reserved));
    let Some(shared) = shared else {
        let max = l.max_shared_per_block;
        return Err(E::SharedPerBlock { sm, requested, max });
    };
    let by_shared = l.shared_per_sm.checked_div(shared).unwrap_or(u64::MAX);

    let by_warps = u64::from(l.max_warps_per_sm) / warps;
    let by_blocks = u64::from(l.max_blocks_per_sm);
    // Ties name the first: fixed slots before resources (see the module documentation).
    let candidates = [
        (Limiter::Warps, by_warps),
        (Limiter::Blocks, by_blocks),
        (Limiter::Registers, by_regs),
        (Limiter::SharedMemory, by_shared),
    ];
    // `min_by_key` keeps the first of equal minima.
    let (limiter, blocks) = candidates
        .into_iter()
        .min_by_key(|c| c.1)
        .unwrap_or(candidates[0]);
    if blocks == 0 {
        return Err(E::NoBlockFits { sm, limiter });
    }
    // blocks <= max_blocks_per_sm and blocks * warps <= max_warps_per_sm: both fit a u32.
    let fit = |v: u64| u32::try_from(v).unwrap_or(u32::MAX);
    Ok(Occupancy {
        blocks_per_sm: fit(blocks),
        active_warps: fit(blocks.saturating_mul(warps)),
        max_warps: l.max_warps_per_sm,
        limiter,
        registers_per_block: fit(regs_per_warp.saturating_mul(warps)),
        shared_per_block: shared,
    })
}

/// [`occupancy`] on the architecture `arch` names (`"sm_90a"`, ...; see [`parse_arch`]).
pub fn occupancy_for_arch(arch: &str, r: &KernelResources) -> Result<Occupancy, OccupancyError> {
    let l = parse_arch(arch)
        .and_then(limits)
        .ok_or_else(|| OccupancyError::UnknownArch(arch.to_owned()))?;
    occupancy(l, r)
}

#[cfg(test)]
mod tests {
    use super::Limiter::{Blocks as B, Registers as R, SharedMemory as S, Warps as W};
    use super::OccupancyError as E;
    use super::*;

    const ARCHS: [u32; 8] = [70, 72, 75, 80, 86, 87, 89, 90];

    /// The occupancy of `threads`-thread blocks at `regs` registers and `stat` + `dynamic`
    /// bytes of shared memory on `sm`.
    fn run(sm: u32, threads: u32, regs: u32, stat: u64, dynamic: u64) -> Result<Occupancy, E> {
        let mut r = KernelResources::default();
        (
            r.block_threads,
            r.registers,
            r.static_shared,
            r.dynamic_shared,
        ) = (threads, regs, stat, dynamic);
        occupancy(limits(sm).expect("a known architecture"), &r)
    }

    // Hand derivations. Columns: sm 70, 72, 75, 80, 86, 87, 89, 90.
    //   warp slots 64 64 32 64 48 48 48 64; block slots 32 32 16 32 16 16 24 32;
    //   shared per SM (KiB) 96 96 64 164 100 164 100 228; reserve 0 on sm_7x, 1024 B after.
    // Registers, every arch: r per thread -> 256 * ceil(r/8) per warp -> floor(64 / ceil(r/8))
    //   warps per sub-partition (16384 registers each) -> times 4 warps per SM:
    //   r <= 8: 256 | 16: 128 | 32: 64 | 33..=40: 48 | 57..=64: 32 | 65..=72: 28 |
    //   97..=128: 16 | 169..=255: 8.
    // Ties name warps, then blocks, then registers, then shared memory.
    type Row = (u32, u32, u64, u64, [(u32, Limiter); 8]);
    #[rustfmt::skip]
    const MATRIX: &[Row] = &[
        // 1 warp, nothing else: block slots bind (warp slots are 64/48/32, shared unlimited or
        // 96 KiB+ / 1 KiB reserve = 100+).
        (32, 0, 0, 0, [(32, B), (32, B), (16, B), (32, B), (16, B), (16, B), (24, B), (32, B)]),
        // Same with 16 registers: registers allow 128 warps = 128 blocks.
        (32, 16, 0, 0, [(32, B), (32, B), (16, B), (32, B), (16, B), (16, B), (24, B), (32, B)]),
        // 32 warps: warp slots 64/32 = 2, 32/32 = 1, 48/32 = 1.
        (1024, 0, 0, 0, [(2, W), (2, W), (1, W), (2, W), (1, W), (1, W), (1, W), (2, W)]),
        // 32 regs: registers 64 warps = 2 blocks, a tie with the warp slots or above them.
        (1024, 32, 0, 0, [(2, W), (2, W), (1, W), (2, W), (1, W), (1, W), (1, W), (2, W)]),
        // 33 regs: registers 48 warps = 1 block: a block lost on 64-slot SMs, a tie elsewhere.
        (1024, 33, 0, 0, [(1, R), (1, R), (1, W), (1, R), (1, W), (1, W), (1, W), (1, R)]),
        // 64 regs: 2048 per warp x 32 warps = 65536, the per-block maximum exactly; 32 warps.
        (1024, 64, 0, 0, [(1, R), (1, R), (1, W), (1, R), (1, W), (1, W), (1, W), (1, R)]),
        // Best Practices Guide: 4 warps at 37 regs: 48 warps = 12 blocks (75% on sm_70);
        // warp slots 16 16 8 16 12 12 12 16.
        (128, 37, 0, 0, [(12, R), (12, R), (8, W), (12, R), (12, W), (12, W), (12, W), (12, R)]),
        // Best Practices Guide: 10 warps at 37 regs: 48 / 10 = 4 (62.5% on sm_70); warp slots
        // 6 6 3 6 4 4 4 6.
        (320, 37, 0, 0, [(4, R), (4, R), (3, W), (4, R), (4, W), (4, W), (4, W), (4, R)]),
        // 100 threads are 4 warps (the partial one counts whole): warp slots 16 16 8 16 12 ...
        (100, 0, 0, 0, [(16, W), (16, W), (8, W), (16, W), (12, W), (12, W), (12, W), (16, W)]),
        // 65 threads are 3 warps: 21 21 10 21 16 16 16 21 (ties 16 block slots on 86/87).
        (65, 0, 0, 0, [(21, W), (21, W), (10, W), (21, W), (16, W), (16, W), (16, W), (21, W)]),
        // 8 warps at 255 regs: 8192 per warp x 8 = 65536 fits; 2 warps per sub-partition = 8.
        (256, 255, 0, 0, [(1, R); 8]),
        // 13 warps at 128 regs: 4096 x round_up(13, 4) = 65536 fits; 16 warps -> 1 block.
        (416, 128, 0, 0, [(1, R); 8]),
        // 2 warps at 128 regs: 16 warps -> 8 blocks; every arch has >= 16 warp and block slots.
        (64, 128, 0, 0, [(8, R); 8]),
        // 8 warps at 64 regs: 32 warps -> 4 blocks; warp slots 8 8 4 8 6 6 6 8.
        (256, 64, 0, 0, [(4, R), (4, R), (4, W), (4, R), (4, R), (4, R), (4, R), (4, R)]),
        // 8 warps at 65 regs: 7 warps per sub-partition = 28 warps -> 3 blocks.
        (256, 65, 0, 0, [(3, R); 8]),
        // 6 warps at 40 regs: 48 warps -> 8 blocks; warp slots 10 10 5 10 8 8 8 10.
        (192, 40, 0, 0, [(8, R), (8, R), (5, W), (8, R), (8, W), (8, W), (8, W), (8, R)]),
        // 4 warps, 32 regs (16 blocks), 12 KiB static: 12288 B per block on sm_7x, 13312 after;
        // shared 98304/12288 = 8, 65536/12288 = 5, 167936/13312 = 12, 102400/13312 = 7,
        // 233472/13312 = 17; warp slots 16 16 8 16 12 12 12 16.
        (128, 32, 12288, 0, [(8, S), (8, S), (5, S), (12, S), (7, S), (12, W), (7, S), (16, W)]),
        // 8 KiB static: 8192 / 9216 B per block: 12 12 8 18 11 18 11 25 (the reserve costs
        // sm_80 two blocks: 20 without it).
        (32, 0, 8192, 0, [(12, S), (12, S), (8, S), (18, S), (11, S), (16, B), (11, S), (25, S)]),
        // 48 KiB static: 49152 / 50176 B per block: 2 2 1 3 2 3 2 4.
        (32, 0, 49152, 0, [(2, S), (2, S), (1, S), (3, S), (2, S), (3, S), (2, S), (4, S)]),
        // 16 KiB static + 16 KiB dynamic: 32768 / 33792 B per block: 3 3 2 4 3 4 3 6.
        (32, 0, 16384, 16384, [(3, S), (3, S), (2, S), (4, S), (3, S), (4, S), (3, S), (6, S)]),
    ];

    #[test]
    fn matrix_of_hand_derived_points() {
        for &(threads, regs, stat, dynamic, expected) in MATRIX {
            for (sm, want) in ARCHS.into_iter().zip(expected) {
                let o = run(sm, threads, regs, stat, dynamic).unwrap();
                let what = format!("sm_{sm} {threads} threads {regs} regs {stat}+{dynamic} B");
                assert_eq!((o.blocks_per_sm, o.limiter), want, "{what}");
            }
        }
    }

    /// One warp, no registers, only dynamic shared memory: (sm, bytes, blocks), each limited by
    /// shared memory. The opt-in maximum gives 1 block (with the reserve it fills the SM); half
    /// the SM less the reserve gives 2; one byte more rounds up a unit and leaves 1.
    #[rustfmt::skip]
    const SHARED_EDGES: &[(u32, u64, u32)] = &[
        (70, 98_304, 1), (70, 49_152, 2), (70, 49_153, 1), // 49153 -> 49408 B
        (72, 98_304, 1), (72, 49_152, 2), (72, 49_153, 1),
        (75, 65_536, 1), (75, 32_768, 2), (75, 32_769, 1), // 32769 -> 33024 B
        // 166912 + 1024 = 164 KiB; 82944 + 1024 = 83968 = 164 KiB / 2; 82945 -> 84096 B.
        (80, 166_912, 1), (80, 82_944, 2), (80, 82_945, 1),
        // 101376 + 1024 = 100 KiB; 50176 + 1024 = 51200 = 100 KiB / 2; 50177 -> 51328 B.
        (86, 101_376, 1), (86, 50_176, 2), (86, 50_177, 1),
        (87, 166_912, 1), (87, 82_944, 2), (87, 82_945, 1),
        (89, 101_376, 1), (89, 50_176, 2), (89, 50_177, 1),
        // 232448 + 1024 = 228 KiB; 115712 + 1024 = 116736 = 228 KiB / 2; 115713 -> 116864 B.
        (90, 232_448, 1), (90, 115_712, 2), (90, 115_713, 1),
    ];

    #[test]
    fn shared_memory_edges() {
        for &(sm, dynamic, blocks) in SHARED_EDGES {
            let o = run(sm, 32, 0, 0, dynamic).unwrap();
            assert_eq!(
                (o.blocks_per_sm, o.limiter),
                (blocks, S),
                "sm_{sm} {dynamic} B"
            );
        }
    }

    /// The name of an outcome's variant.
    fn kind(r: Result<Occupancy, E>) -> &'static str {
        match r {
            Ok(_) => "Ok",
            Err(E::BlockSize { .. }) => "BlockSize",
            Err(E::RegistersPerThread { .. }) => "RegistersPerThread",
            Err(E::RegistersPerBlock { .. }) => "RegistersPerBlock",
            Err(E::SharedPerBlock { .. }) => "SharedPerBlock",
            Err(E::UnknownArch(_)) => "UnknownArch",
            Err(E::InvalidLimits { .. }) => "InvalidLimits",
            Err(E::NoBlockFits { .. }) => "NoBlockFits",
        }
    }

    #[test]
    fn launches_that_cannot_run_are_errors() {
        for sm in ARCHS {
            let max = limits(sm).unwrap().max_shared_per_block;
            #[rustfmt::skip]
            let cases = [
                (0, 0, 0, 0, "BlockSize"),
                (1025, 0, 0, 0, "BlockSize"),
                (u32::MAX, 0, 0, 0, "BlockSize"),
                (32, 256, 0, 0, "RegistersPerThread"), // the guide's 255 (the header's 256)
                (32, u32::MAX, 0, 0, "RegistersPerThread"),
                (1024, 65, 0, 0, "RegistersPerBlock"), // 2304 x 32 = 73728 > 65536
                (416, 136, 0, 0, "RegistersPerBlock"), // 4352 x round_up(13, 4) = 69632; x 13 fits
                (288, 255, 0, 0, "RegistersPerBlock"), // 8192 x 12 = 98304
                (32, 0, 0, max + 1, "SharedPerBlock"), // one byte over the opt-in maximum
                (32, 0, u64::MAX, u64::MAX, "SharedPerBlock"),
                (32, 0, 0, u64::MAX - 100, "SharedPerBlock"), // overflows with the reserve
            ];
            for (threads, regs, stat, dynamic, want) in cases {
                let got = kind(run(sm, threads, regs, stat, dynamic));
                assert_eq!(
                    got, want,
                    "sm_{sm} {threads} threads {regs} regs {stat}+{dynamic} B"
                );
            }
        }
        let e = run(90, 1024, 65, 0, 0).unwrap_err().to_string();
        assert_eq!(
            e,
            "1024 threads at 65 registers need 73728 > sm_90's 65536 per block"
        );
        let e = run(90, 32, 0, 0, 232_449).unwrap_err().to_string();
        assert_eq!(
            e,
            "232449 B of shared memory per block is over sm_90's maximum of 232448 B"
        );
    }

    #[test]
    fn best_practices_guide_example() {
        let o = run(70, 128, 37, 0, 0).unwrap();
        assert_eq!((o.blocks_per_sm, o.active_warps, o.max_warps), (12, 48, 64));
        assert_eq!(o.fraction(), 0.75);
        let o = run(70, 320, 37, 0, 0).unwrap();
        assert_eq!((o.blocks_per_sm, o.active_warps), (4, 40));
        assert_eq!((o.fraction() * 100.0).round(), 63.0);
        assert_eq!(o.registers_per_block, 1280 * 10);
    }

    #[test]
    fn hopper_loses_a_block_between_32_and_33_registers() {
        let at = |regs| run(90, 1024, regs, 0, 0).unwrap();
        assert_eq!(
            (at(32).blocks_per_sm, at(32).limiter, at(32).fraction()),
            (2, W, 1.0)
        );
        assert_eq!(
            (at(33).blocks_per_sm, at(33).limiter, at(33).fraction()),
            (1, R, 0.5)
        );
    }

    #[test]
    fn reserve_and_allocation_units() {
        for sm in ARCHS {
            let (reserve, unit) = if sm < 80 { (0, 256) } else { (1024, 128) };
            let shared = |stat, dynamic| run(sm, 32, 0, stat, dynamic).unwrap().shared_per_block;
            assert_eq!(shared(0, 0), reserve, "sm_{sm}");
            assert_eq!(shared(1, 0), reserve + unit, "sm_{sm}");
            assert_eq!(shared(0, 129), reserve + 256, "sm_{sm}");
            assert_eq!(
                run(sm, 32, 1, 0, 0).unwrap().registers_per_block,
                256,
                "sm_{sm}"
            );
        }
    }

    #[test]
    fn more_registers_never_raise_occupancy() {
        let sizes = [
            1, 32, 64, 96, 100, 128, 192, 256, 320, 384, 416, 512, 640, 768, 1000, 1024,
        ];
        for (sm, threads) in ARCHS.into_iter().flat_map(|sm| sizes.map(|t| (sm, t))) {
            let mut last = u32::MAX;
            for regs in 1..=255 {
                let blocks = run(sm, threads, regs, 0, 0).map_or(0, |o| o.blocks_per_sm);
                assert!(
                    blocks <= last,
                    "sm_{sm} {threads} threads: {regs} regs give {blocks}"
                );
                last = blocks;
            }
        }
    }

    #[test]
    fn hand_built_limits_give_errors_not_panics() {
        // sm_90's limits changed by `f`, at 1024 threads and 32 registers unless `f` says else.
        let on = |f: fn(&mut SmLimits, &mut KernelResources)| {
            let (mut l, mut r) = (*limits(90).unwrap(), KernelResources::default());
            (r.block_threads, r.registers) = (1024, 32);
            f(&mut l, &mut r);
            kind(occupancy(&l, &r))
        };
        assert_eq!(on(|l, _| *l = SmLimits::default()), "InvalidLimits");
        assert_eq!(on(|l, _| l.warp_size = 0), "InvalidLimits");
        assert_eq!(on(|l, _| l.sub_partitions = 0), "InvalidLimits");
        assert_eq!(on(|l, _| l.reg_alloc_unit = 0), "InvalidLimits");
        assert_eq!(on(|l, _| l.shared_alloc_unit = 0), "InvalidLimits");
        assert_eq!(on(|l, _| l.max_warps_per_sm = 16), "NoBlockFits");
        assert_eq!(on(|l, _| l.shared_per_sm = 512), "NoBlockFits");
        let huge = |l: &mut SmLimits, r: &mut KernelResources| {
            (l.max_threads_per_block, l.max_regs_per_thread) = (u32::MAX, u32::MAX);
            (r.block_threads, r.registers) = (u32::MAX, u32::MAX);
        };
        assert_eq!(on(huge), "RegistersPerBlock");
        assert_eq!(
            on(|l, r| {
                (l.max_threads_per_block, l.max_shared_per_block) = (u32::MAX, u64::MAX);
                (r.block_threads, r.registers, r.static_shared) = (u32::MAX, 0, u64::MAX);
            }),
            "SharedPerBlock"
        );
    }

    #[test]
    fn architecture_names() {
        let good = [
            ("sm_90", 90),
            ("sm_90a", 90),
            ("90", 90),
            ("compute_86", 86),
            ("sm_100f", 100),
        ];
        for (name, sm) in good {
            assert_eq!(parse_arch(name), Some(sm), "{name}");
        }
        for name in ["", "sm_", "sm_9x", "sm_90aa", "a", "sm_-1", "123456789012"] {
            assert_eq!(parse_arch(name), None, "{name}");
        }
        assert!(
            ARCHS
                .iter()
                .all(|&sm| limits(sm).is_some_and(|l| l.sm == sm))
        );
        assert!(limits(61).is_none() && limits(100).is_none());
        let r = KernelResources {
            registers: 32,
            block_threads: 256,
            ..Default::default()
        };
        assert_eq!(occupancy_for_arch("sm_90a", &r).unwrap().blocks_per_sm, 8);
        let e = occupancy_for_arch("sm_61", &r).unwrap_err();
        assert_eq!(e, E::UnknownArch("sm_61".into()));
        assert!(e.to_string().contains("\"sm_61\""), "{e}");
    }
}
