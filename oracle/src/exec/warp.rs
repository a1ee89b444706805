//! Warp-synchronous operations and reducing barriers in the IR interpreter's block scheduler.
//!
//! A thread that reaches `shfl.sync`, `vote.sync`, `match.any.sync`, `redux.sync` or
//! `bar.warp.sync` stops there ([`State::Warp`]) with its operands, as a thread stops at a
//! barrier. When every thread of the block has stopped or finished, the scheduler resolves the
//! warps (the rules are [`crate::warp`]'s, shared with the PTX interpreter) before it looks at
//! barriers; each lane of a group that ran gets its result and runs on in the next round.
//!
//! A resolution round starts a new epoch for race detection like a barrier round does, so
//! accesses on either side of a warp operation are not compared, also across warps: races
//! that only a warp operation separates are not reported (see `docs/semantics.md`).

use super::*;
use crate::program::WarpOp;
use crate::warp::Lane;
use seam::ir::intrinsics::BarrierRed;

/// Why a thread stopped in the middle of its kernel.
#[derive(Clone, Debug)]
pub(super) enum Wait {
    /// At a barrier; for `barrier0.{popc,and,or}`, the reduction and this thread's value.
    Barrier(Option<(BarrierRed, Reg)>),
    /// At a warp-synchronous operation, with its (up to four) arguments.
    Warp(WarpOp, [Reg; 4]),
}

/// A stopped thread's pending operation and where its result goes (a register index of the
/// thread's frame array; `None` for none).
#[derive(Clone, Debug)]
pub(super) struct Park {
    pub(super) wait: Wait,
    pub(super) dst: Option<usize>,
}

impl Machine<'_> {
    /// Resolves the warps of a block where some threads wait at warp operations: every group
    /// whose lanes are all there runs; a lane that can never arrive is undefined behaviour.
    pub(super) fn resolve_warps(
        &mut self,
        threads: &mut [Thread],
    ) -> Result<(), Box<(Fault, Location)>> {
        let n = threads.len();
        for base in (0..n).step_by(32) {
            let lanes: Vec<Lane> = (base..base + 32)
                .map(|i| match threads.get(i) {
                    None => Lane::Absent,
                    Some(t) => match (&t.state, &t.park) {
                        (
                            State::Warp,
                            Some(Park {
                                wait: Wait::Warp(op, a),
                                ..
                            }),
                        ) => Lane::Waiting(*op, *a),
                        (State::Done, _) => Lane::Done,
                        _ => Lane::AtBarrier,
                    },
                })
                .collect();
            match crate::warp::resolve(&lanes) {
                Ok(done) => {
                    for (l, r, pred) in done {
                        let t = &mut threads[base + l as usize];
                        let all = matches!(
                            t.park,
                            Some(Park {
                                wait: Wait::Warp(WarpOp::MatchAll, _),
                                ..
                            })
                        );
                        if let (Some(d), Some(r)) = (t.park.as_ref().and_then(|p| p.dst), r) {
                            t.regs[d] = r;
                            // match.all.sync's { i32, i1 }: the predicate is the second leaf.
                            if all {
                                t.regs[d + 1] = Reg {
                                    bits: u64::from(pred),
                                    poison: r.poison,
                                };
                            }
                        }
                        t.park = None;
                        t.state = State::Ready;
                    }
                }
                Err((l, detail)) => {
                    let t = &threads[base + l as usize];
                    let fr = t.frames.last().expect("a waiting thread has a frame");
                    let at = self.location_at(fr.func, fr.pc.saturating_sub(1), t.who);
                    return Err(Box::new((Fault::Ub(UbKind::DivergentWarpOp, detail), at)));
                }
            }
        }
        Ok(())
    }

    /// Releases a block whose threads all wait at a barrier: hands out the reductions of
    /// `barrier0.{popc,and,or}`. Threads waiting at different kinds (a reduction and a plain
    /// barrier, or two reductions) are undefined behaviour.
    pub(super) fn release_barrier(
        &mut self,
        threads: &mut [Thread],
    ) -> Result<(), Box<(Fault, Location)>> {
        let kind = |t: &Thread| match &t.park {
            Some(Park {
                wait: Wait::Barrier(r),
                ..
            }) => r.map(|(k, _)| k),
            _ => None,
        };
        let first = kind(&threads[0]);
        if let Some(t) = threads.iter().find(|t| kind(t) != first) {
            let fr = t.frames.last().expect("a waiting thread has a frame");
            let at = self.location_at(fr.func, fr.pc.saturating_sub(1), t.who);
            return Err(Box::new((
                Fault::Ub(
                    UbKind::DivergentBarrier,
                    "threads of the block wait at different kinds of barrier (a reduction and another)".into(),
                ),
                at,
            )));
        }
        if let Some(k) = first {
            let mut count = 0u64;
            let mut poison = false;
            for t in threads.iter() {
                if let Some(Park {
                    wait: Wait::Barrier(Some((_, v))),
                    ..
                }) = &t.park
                {
                    poison |= v.poison;
                    count += u64::from(v.bits & 0xffff_ffff != 0);
                }
            }
            let all = count == threads.len() as u64;
            let v = match k {
                BarrierRed::Popc => count,
                BarrierRed::And => u64::from(all),
                BarrierRed::Or => u64::from(count > 0),
            };
            let r = if poison { Reg::POISON } else { Reg::val(v) };
            for t in threads.iter_mut() {
                if let Some(d) = t.park.as_ref().and_then(|p| p.dst) {
                    t.regs[d] = r;
                }
            }
        }
        for t in threads.iter_mut() {
            t.park = None;
        }
        Ok(())
    }
}
