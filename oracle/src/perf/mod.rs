//! Performance verdicts a GPU pays for: the stack a launch needs over its call tree
//! ([`stack`]) and the theoretical occupancy of a kernel at its launch's block size
//! ([`occupancy`]). Raw register and frame counts are statistics; a finding is a drop in
//! occupancy, new spills, or growth of a launch's stack. `docs/performance.md` describes each
//! metric.

pub mod narrowing;
pub mod occupancy;
pub mod stack;

use std::collections::HashMap;
use std::fmt;

use occupancy::{KernelResources, Occupancy, OccupancyError, SmLimits};
use stack::{CallGraph, LaunchStack, StackGrowth};

/// ptxas's numbers for one function (`ptxas -v`), as the verdicts need them.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FunctionNumbers {
    /// The function's name.
    pub name: String,
    /// A kernel (`.entry`).
    pub entry: bool,
    /// Registers per thread (kernels; 0 where ptxas does not say).
    pub registers: u32,
    /// Bytes of stack frame (spill slots included).
    pub stack_frame: u64,
    /// Bytes of spill stores plus spill loads.
    pub spill_bytes: u64,
    /// Bytes of static shared memory (kernels).
    pub shared_bytes: u64,
}

/// What a GPU pays for one kernel of a compiled module.
#[derive(Clone, PartialEq, Debug)]
pub struct KernelPerf {
    /// The kernel.
    pub kernel: String,
    /// Registers per thread.
    pub registers: u32,
    /// Static shared memory.
    pub shared_bytes: u64,
    /// Spill bytes over every function a launch can reach (each once).
    pub spill_bytes: u64,
    /// The stack a launch needs.
    pub stack: LaunchStack,
    /// Theoretical occupancy at each block size the kernel is launched with.
    pub occupancy: Vec<(u32, Result<Occupancy, OccupancyError>)>,
}

/// The numbers of every kernel of `ptx` (assembled by ptxas into `functions`) on the SM of
/// `sm`, with `blocks(kernel)` the block sizes (threads) the kernel is launched with.
pub fn kernel_perf(
    ptx: &seam::ptx::Module,
    functions: &[FunctionNumbers],
    sm: &SmLimits,
    blocks: &dyn Fn(&str) -> Vec<u32>,
) -> Vec<KernelPerf> {
    let by_name: HashMap<&str, &FunctionNumbers> =
        functions.iter().map(|f| (f.name.as_str(), f)).collect();
    let g = CallGraph::of(ptx);
    let frame = |n: &str| by_name.get(n).map(|f| f.stack_frame);
    stack::launch_stacks(&g, &frame)
        .into_iter()
        .filter_map(|(kernel, stack)| {
            let k = by_name.get(kernel.as_str())?;
            let spill_bytes = g
                .reachable(g.index(&kernel)?)
                .into_iter()
                .filter_map(|i| by_name.get(g.names[i].as_str()))
                .map(|f| f.spill_bytes)
                .sum();
            let mut sizes = blocks(&kernel);
            sizes.sort_unstable();
            sizes.dedup();
            let occupancy = sizes
                .into_iter()
                .map(|b| {
                    let r = KernelResources {
                        registers: k.registers,
                        static_shared: k.shared_bytes,
                        dynamic_shared: 0,
                        block_threads: b,
                    };
                    (b, occupancy::occupancy(sm, &r))
                })
                .collect();
            Some(KernelPerf {
                registers: k.registers,
                shared_bytes: k.shared_bytes,
                spill_bytes,
                stack,
                occupancy,
                kernel,
            })
        })
        .collect()
}

/// When a change is a finding.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Thresholds {
    /// Bytes a bounded launch stack may grow by.
    pub stack_bytes: u64,
    /// Spill bytes a launch's call tree may gain.
    pub spill_bytes: u64,
}

impl Default for Thresholds {
    fn default() -> Self {
        Thresholds {
            stack_bytes: 64,
            spill_bytes: 0,
        }
    }
}

/// What got worse.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Metric {
    /// Fewer blocks per SM at a launch's block size (or a block that no longer fits).
    Occupancy,
    /// More spill bytes over the launch's call tree.
    Spills,
    /// A launch stack that grew, or became unbounded.
    Stack,
}

impl Metric {
    /// Its name in finding signatures.
    pub fn name(self) -> &'static str {
        match self {
            Metric::Occupancy => "occupancy",
            Metric::Spills => "spills",
            Metric::Stack => "stack",
        }
    }
}

/// A performance regression of one kernel.
#[derive(Clone, PartialEq, Debug)]
pub struct PerfFinding {
    /// The kernel.
    pub kernel: String,
    /// What got worse.
    pub metric: Metric,
    /// Before and after, in words.
    pub message: String,
}

impl fmt::Display for PerfFinding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{}: {}", self.kernel, self.message)
    }
}

fn occupancy_text(o: &Result<Occupancy, OccupancyError>) -> String {
    match o {
        Ok(o) => format!(
            "{} blocks/SM ({}/{} warps, {:.0}%, limited by {})",
            o.blocks_per_sm,
            o.active_warps,
            o.max_warps,
            o.fraction() * 100.0,
            o.limiter
        ),
        Err(e) => format!("cannot launch ({e})"),
    }
}

/// Every regression of a kernel of `after` against the same kernel in `before`, worst first
/// per kernel: occupancy, spills, stack. Kernels missing on either side are not compared.
pub fn compare(before: &[KernelPerf], after: &[KernelPerf], t: &Thresholds) -> Vec<PerfFinding> {
    let mut out = Vec::new();
    for a in after {
        let Some(b) = before.iter().find(|b| b.kernel == a.kernel) else {
            continue;
        };
        let finding = |metric, message: String| PerfFinding {
            kernel: a.kernel.clone(),
            metric,
            message,
        };
        for (size, oa) in &a.occupancy {
            let Some((_, ob)) = b.occupancy.iter().find(|(s, _)| s == size) else {
                continue;
            };
            let blocks =
                |o: &Result<Occupancy, OccupancyError>| o.as_ref().map_or(0, |o| o.blocks_per_sm);
            if ob.is_ok() && blocks(oa) < blocks(ob) {
                out.push(finding(
                    Metric::Occupancy,
                    format!(
                        "occupancy at {size} threads per block {} -> {} (registers {} -> {}, shared {} -> {} bytes)",
                        occupancy_text(ob),
                        occupancy_text(oa),
                        b.registers,
                        a.registers,
                        b.shared_bytes,
                        a.shared_bytes
                    ),
                ));
                break;
            }
        }
        if a.spill_bytes > b.spill_bytes.saturating_add(t.spill_bytes) {
            out.push(finding(
                Metric::Spills,
                format!(
                    "spill bytes over the launch's call tree {} -> {} (registers {} -> {})",
                    b.spill_bytes, a.spill_bytes, b.registers, a.registers
                ),
            ));
        }
        if let Some(g) = stack::compare(&b.stack, &a.stack, t.stack_bytes) {
            let message = match &g {
                StackGrowth::Grew { .. } => format!("{g} (before {}, after {})", b.stack, a.stack),
                StackGrowth::BecameUnbounded { .. } => g.to_string(),
            };
            out.push(finding(Metric::Stack, message));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const PTX: &str = ".version 7.8\n.target sm_90\n.address_size 64\n
.func f() { ret; }
.visible .entry k() { call.uni f, (); ret; }
.visible .entry j() { ret; }";

    /// `PTX` after inlining `f` into `k`.
    const INLINED: &str = ".version 7.8\n.target sm_90\n.address_size 64\n
.func f() { ret; }
.visible .entry k() { ret; }
.visible .entry j() { ret; }";

    fn numbers(k_regs: u32, k_frame: u64, f_frame: u64, k_spills: u64) -> Vec<FunctionNumbers> {
        vec![
            FunctionNumbers {
                name: "k".into(),
                entry: true,
                registers: k_regs,
                stack_frame: k_frame,
                spill_bytes: k_spills,
                shared_bytes: 0,
            },
            FunctionNumbers {
                name: "f".into(),
                stack_frame: f_frame,
                spill_bytes: 8,
                ..FunctionNumbers::default()
            },
            FunctionNumbers {
                name: "j".into(),
                entry: true,
                registers: 16,
                ..FunctionNumbers::default()
            },
        ]
    }

    fn perf(n: &[FunctionNumbers], block: u32) -> Vec<KernelPerf> {
        perf_of(PTX, n, block)
    }

    fn perf_of(ptx: &str, n: &[FunctionNumbers], block: u32) -> Vec<KernelPerf> {
        let m = seam::ptx::parse(ptx).unwrap();
        let sm = occupancy::limits(90).unwrap();
        kernel_perf(&m, n, sm, &|k| if k == "k" { vec![block] } else { vec![] })
    }

    #[test]
    fn kernel_numbers_cover_the_call_tree() {
        let p = perf(&numbers(32, 16, 100, 4), 256);
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].kernel, "k");
        assert_eq!(p[0].stack.bytes(), Some(116));
        assert_eq!(p[0].spill_bytes, 12);
        assert_eq!(p[0].occupancy.len(), 1);
        assert_eq!(p[0].occupancy[0].1.as_ref().unwrap().blocks_per_sm, 8);
        assert!(p[1].occupancy.is_empty());
    }

    #[test]
    fn an_inlined_frame_is_no_finding_growth_is() {
        let before = perf(&numbers(32, 16, 100, 0), 256);
        // `f`'s frame moved into `k`: the launch stack is the same.
        let moved = perf_of(INLINED, &numbers(32, 116, 100, 0), 256);
        assert_eq!(moved[0].stack.bytes(), Some(116));
        assert_eq!(compare(&before, &moved, &Thresholds::default()), []);
        // Inlining that grows the kernel's frame past the chain it replaced is one.
        let grown = perf_of(INLINED, &numbers(32, 200, 100, 0), 256);
        assert_eq!(
            compare(
                &before,
                &grown,
                &Thresholds {
                    stack_bytes: 100,
                    spill_bytes: 0
                }
            ),
            []
        );
        let grown = perf(&numbers(32, 200, 100, 0), 256);
        let f = compare(&before, &grown, &Thresholds::default());
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f[0].metric, Metric::Stack);
        assert!(f[0].message.contains("116 -> 300"), "{}", f[0]);
    }

    #[test]
    fn registers_count_only_where_occupancy_drops() {
        // sm_90, 256-thread blocks: 32 registers give 8 blocks (64 warps), 40 registers give 6
        // (40 * 32 = 1280 per warp; 16384 per sub-partition hold 12 warps each: 48 warps).
        let before = perf(&numbers(32, 0, 0, 0), 256);
        let same = perf(&numbers(32, 0, 0, 0), 256);
        assert_eq!(compare(&before, &same, &Thresholds::default()), []);
        let lost = perf(&numbers(40, 0, 0, 0), 256);
        let f = compare(&before, &lost, &Thresholds::default());
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f[0].metric, Metric::Occupancy);
        assert!(f[0].message.contains("8 blocks/SM"), "{}", f[0]);
        assert!(f[0].message.contains("6 blocks/SM"), "{}", f[0]);
        // At 32-thread blocks the block slots bind (32 per SM) far below the register file:
        // 24 -> 64 registers changes nothing a GPU pays for.
        let small = perf(&numbers(24, 0, 0, 0), 32);
        let more = perf(&numbers(64, 0, 0, 0), 32);
        assert_eq!(compare(&small, &more, &Thresholds::default()), []);
    }

    #[test]
    fn new_spills_are_a_finding() {
        let before = perf(&numbers(32, 0, 0, 0), 64);
        let after = perf(&numbers(32, 0, 0, 16), 64);
        let f = compare(&before, &after, &Thresholds::default());
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].metric, Metric::Spills);
        assert!(f[0].message.contains("8 -> 24"), "{}", f[0]);
    }
}
