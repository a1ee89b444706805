//! Warp-synchronous operations, shared by both interpreters' schedulers: which lanes of a warp
//! can run their operation together, and what each gets (see `docs/semantics.md`, "Warps").
//!
//! Within a warp (32 consecutive linear thread indices of a block), the waiting lanes form
//! groups by their `membermask`; a group runs when every non-exited lane its mask names waits
//! at the same operation with the same mask (PTX ISA, `shfl.sync`, `vote.sync`, `bar.warp.sync`:
//! the executing thread waits "until all non-exited threads corresponding to membermask" have
//! executed it). A lane that has returned, or that does not exist (past the block's last thread:
//! a partial warp), is not waited for and does not take part: a vote counts the lanes that do,
//! and a shuffle whose source is such a lane reads an undefined value. A lane named by a mask
//! that waits at a block barrier, at another warp operation or with another mask, or a mask
//! that leaves out the calling lane, is a divergent warp operation: undefined behaviour.
//!
//! `activemask` has no mask: its group is every lane of the warp that has not returned
//! (waiting here, at a block barrier or at another warp operation), and each gets that set.
//! Where some of those lanes are elsewhere (divergent code), which lanes the hardware reports
//! depends on its scheduling; the interpreters call that a divergent warp operation too, so
//! what they accept has one answer.

use crate::program::{Reg, WarpOp};
use seam::ir::intrinsics::{ReduxOp, ShflMode, VoteMode};

/// What a lane of a warp is doing when the block has stopped.
#[derive(Clone, Debug)]
pub(crate) enum Lane {
    /// Waiting at a warp operation with its arguments (mask first; `redux.sync`: value first).
    Waiting(WarpOp, [Reg; 4]),
    /// Waiting at a block barrier.
    AtBarrier,
    /// Returned from the kernel.
    Done,
    /// Past the block's last thread.
    Absent,
}

/// One lane's outcome: its lane number, its result (if the operation has one) and, for
/// `shfl.sync`, whether the source lane was in range.
pub(crate) type Resolved = (u32, Option<Reg>, bool);

/// The mask argument of a warp operation.
fn mask_of(op: WarpOp, a: &[Reg; 4]) -> Reg {
    if matches!(op, WarpOp::Redux(_)) {
        a[1]
    } else {
        a[0]
    }
}

/// Resolves one warp: the lanes of every group that can run, with their results; or the lane
/// at fault and why (undefined behaviour).
pub(crate) fn resolve(lanes: &[Lane]) -> Result<Vec<Resolved>, (u32, String)> {
    let mut out = Vec::new();
    let mut done: u32 = 0;
    let live: u32 = lanes
        .iter()
        .enumerate()
        .filter(|(_, l)| matches!(l, Lane::Waiting(..) | Lane::AtBarrier))
        .fold(0, |acc, (k, _)| acc | 1 << k);
    for (l, lane) in lanes.iter().enumerate() {
        let l = l as u32;
        let Lane::Waiting(op, a) = lane else {
            continue;
        };
        if done >> l & 1 == 1 {
            continue;
        }
        let m = if *op == WarpOp::ActiveMask {
            Reg::val(u64::from(live))
        } else {
            mask_of(*op, a)
        };
        if m.poison {
            return Err((l, "the mask of a warp operation is poison".into()));
        }
        let mask = m.bits as u32;
        if mask >> l & 1 == 0 {
            return Err((
                l,
                format!("lane {l} runs a warp operation whose mask {mask:#010x} leaves it out"),
            ));
        }
        let mut group = Vec::new();
        // The lanes that take part: those of the mask that have not exited.
        let mut taking = mask;
        for k in lanes_of(mask) {
            let why = match lanes.get(k as usize).unwrap_or(&Lane::Absent) {
                Lane::Waiting(o, b)
                    if o == op
                        && (*op == WarpOp::ActiveMask
                            || (mask_of(*o, b).bits as u32 == mask && !mask_of(*o, b).poison)) =>
                {
                    group.push((k, *b));
                    continue;
                }
                Lane::Done | Lane::Absent => {
                    taking &= !(1 << k);
                    continue;
                }
                Lane::Waiting(..) => "waits at another warp operation or with another mask",
                Lane::AtBarrier => "waits at a block barrier",
            };
            return Err((
                l,
                format!(
                    "lane {l} waits at a warp operation with mask {mask:#010x}, but lane {k} {why}"
                ),
            ));
        }
        for (k, b) in &group {
            let (r, p) = warp_result(*op, taking, *k, b, &group);
            out.push((*k, r, p));
        }
        done |= mask;
    }
    Ok(out)
}

/// The lanes of a 32-bit mask.
fn lanes_of(mask: u32) -> impl Iterator<Item = u32> {
    (0..32).filter(move |l| mask >> l & 1 == 1)
}

/// The source lane of `shfl.sync` for `lane`, and whether it is in range (else `lane` itself).
pub(crate) fn shfl_source(mode: ShflMode, lane: u32, b: u32, c: u32) -> (u32, bool) {
    let clamp = c & 0x1f;
    let seg = (c >> 8) & 0x1f;
    let max_lane = (lane & seg) | (clamp & !seg);
    let min_lane = lane & seg;
    let (j, ok) = match mode {
        ShflMode::Up => {
            let j = lane as i64 - i64::from(b);
            (j, j >= i64::from(max_lane))
        }
        ShflMode::Down => {
            let j = i64::from(lane) + i64::from(b);
            (j, j <= i64::from(max_lane))
        }
        ShflMode::Bfly => {
            let j = i64::from(lane ^ b);
            (j, j <= i64::from(max_lane))
        }
        ShflMode::Idx => {
            let j = i64::from(min_lane | (b & 0x1f & !seg));
            (j, j <= i64::from(max_lane))
        }
    };
    if ok { (j as u32, true) } else { (lane, false) }
}

/// The result of warp operation `op` for lane `me` of a group (`all`: every lane of the mask
/// with its arguments).
fn warp_result(
    op: WarpOp,
    mask: u32,
    me: u32,
    a: &[Reg; 4],
    all: &[(u32, [Reg; 4])],
) -> (Option<Reg>, bool) {
    let of = |lane: u32| all.iter().find(|(m, _)| *m == lane).map(|(_, a)| a);
    let poison = |k: usize| all.iter().any(|(_, a)| a[k].poison);
    let r = match op {
        WarpOp::Sync => return (None, false),
        WarpOp::ActiveMask => Reg::val(u64::from(mask)),
        WarpOp::Shfl(mode) => {
            let (b, c) = (a[2], a[3]);
            if b.poison || c.poison {
                return (Some(Reg::POISON), false);
            }
            let (src, ok) = shfl_source(mode, me, b.bits as u32, c.bits as u32);
            // A source lane outside the mask gives an undefined value.
            let v = match of(src) {
                Some(sa) => sa[1],
                None => Reg::POISON,
            };
            return (Some(v), ok);
        }
        WarpOp::Vote(_) | WarpOp::MatchAny if poison(1) => Reg::POISON,
        WarpOp::MatchAll if poison(1) => return (Some(Reg::POISON), false),
        WarpOp::MatchAll => {
            // The value is 32 or 64 bits wide (`match.all.sync.b64`): all of it is compared.
            let same = all.iter().all(|(_, x)| x[1].bits == a[1].bits);
            return (Some(Reg::val(if same { u64::from(mask) } else { 0 })), same);
        }
        WarpOp::Redux(_) if poison(0) => Reg::POISON,
        WarpOp::Vote(mode) => {
            let ballot: u32 = all
                .iter()
                .filter(|(_, a)| a[1].bits & 1 == 1)
                .fold(0, |acc, (m, _)| acc | 1 << m);
            Reg::val(match mode {
                VoteMode::Ballot => u64::from(ballot),
                VoteMode::All => u64::from(ballot == mask),
                VoteMode::Any => u64::from(ballot != 0),
                VoteMode::Uni => u64::from(ballot == mask || ballot == 0),
            })
        }
        WarpOp::MatchAny => {
            // 32 or 64 bits (`match.any.sync.b64`): the callers pass the value zero-extended.
            let mine = a[1].bits;
            let m: u32 = all
                .iter()
                .filter(|(_, x)| x[1].bits == mine)
                .fold(0, |acc, (l, _)| acc | 1 << l);
            Reg::val(u64::from(m))
        }
        WarpOp::Redux(r) => {
            let vals = all.iter().map(|(_, a)| a[0].bits as u32);
            let v = match r {
                ReduxOp::Add => vals.fold(0u32, u32::wrapping_add),
                ReduxOp::And => vals.fold(u32::MAX, |x, y| x & y),
                ReduxOp::Or => vals.fold(0, |x, y| x | y),
                ReduxOp::Xor => vals.fold(0, |x, y| x ^ y),
                ReduxOp::UMin => vals.min().unwrap_or(0),
                ReduxOp::UMax => vals.max().unwrap_or(0),
                ReduxOp::Min => vals.map(|v| v as i32).min().unwrap_or(0) as u32,
                ReduxOp::Max => vals.map(|v| v as i32).max().unwrap_or(0) as u32,
            };
            Reg::val(u64::from(v))
        }
    };
    (Some(r), false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lane(op: WarpOp, mask: u32, v: u64) -> Lane {
        let m = Reg::val(u64::from(mask));
        let v = Reg::val(v);
        if let WarpOp::Redux(_) = op {
            Lane::Waiting(op, [v, m, Reg::val(0), Reg::val(0)])
        } else {
            Lane::Waiting(op, [m, v, Reg::val(1), Reg::val(0x1f)])
        }
    }

    #[test]
    fn groups_run_when_their_lanes_are_there() {
        // Two half-warp groups: each runs on its own.
        let mut lanes: Vec<Lane> = (0..32)
            .map(|l| {
                let mask = if l < 16 { 0x0000_ffff } else { 0xffff_0000 };
                lane(WarpOp::Redux(ReduxOp::Add), mask, l)
            })
            .collect();
        let r = resolve(&lanes).expect("two complete groups");
        assert_eq!(r.len(), 32);
        assert_eq!(r[0].1, Some(Reg::val((0..16).sum())));
        assert_eq!(r[31].1, Some(Reg::val((16..32).sum())));
        // A lane of the mask that returned is not waited for: the others reduce without it.
        lanes[20] = Lane::Done;
        let r = resolve(&lanes).expect("lane 20 returned: not a member any more");
        assert_eq!(r.len(), 31);
        assert_eq!(r[16].1, Some(Reg::val((16..32).sum::<u64>() - 20)));
        // A lane of the mask at a block barrier is still undefined.
        lanes[21] = Lane::AtBarrier;
        let e = resolve(&lanes).expect_err("lane 21 at a barrier");
        assert!(e.1.contains("lane 21 waits at a block barrier"), "{}", e.1);
        // A mask without the calling lane.
        let lanes = vec![lane(WarpOp::Sync, 0b10, 0), lane(WarpOp::Sync, 0b10, 0)];
        assert!(resolve(&lanes).unwrap_err().1.contains("leaves it out"));
        // A full mask in a block of 8 threads: lanes 8-31 do not exist, and are not waited for.
        let lanes: Vec<Lane> = (0..8).map(|_| lane(WarpOp::Sync, u32::MAX, 0)).collect();
        assert_eq!(resolve(&lanes).unwrap().len(), 8);
        // A vote counts the lanes that take part: all of the 8 agree.
        let lanes: Vec<Lane> = (0..8)
            .map(|_| lane(WarpOp::Vote(VoteMode::All), u32::MAX, 1))
            .collect();
        assert_eq!(resolve(&lanes).unwrap()[0].1, Some(Reg::val(1)));
        // A shuffle from a lane that returned reads an undefined value.
        let mut lanes: Vec<Lane> = (0..4u64)
            .map(|l| {
                Lane::Waiting(
                    WarpOp::Shfl(ShflMode::Down),
                    [Reg::val(0xf), Reg::val(10 + l), Reg::val(1), Reg::val(0x1f)],
                )
            })
            .collect();
        lanes[3] = Lane::Done;
        let r = resolve(&lanes).unwrap();
        assert_eq!(
            r[2].1,
            Some(Reg::POISON),
            "lane 2 reads lane 3, which returned"
        );
        assert_eq!(r[1].1, Some(Reg::val(12)));
    }

    #[test]
    fn votes_and_shuffles() {
        let vote = |mode, preds: &[u64]| {
            let lanes: Vec<Lane> = preds
                .iter()
                .map(|&p| lane(WarpOp::Vote(mode), (1 << preds.len()) - 1, p))
                .collect();
            resolve(&lanes).unwrap()[0].1.unwrap().bits
        };
        assert_eq!(vote(VoteMode::Ballot, &[1, 0, 1, 1]), 0b1101);
        assert_eq!(vote(VoteMode::All, &[1, 0, 1, 1]), 0);
        assert_eq!(vote(VoteMode::Any, &[0, 0, 1, 0]), 1);
        assert_eq!(vote(VoteMode::Uni, &[0, 0, 0, 0]), 1);
        // shfl.down by 1 over 4 lanes with clamp 3: the last lane keeps its own value.
        let lanes: Vec<Lane> = (0..4u64)
            .map(|l| {
                Lane::Waiting(
                    WarpOp::Shfl(ShflMode::Down),
                    [Reg::val(0xf), Reg::val(10 + l), Reg::val(1), Reg::val(3)],
                )
            })
            .collect();
        let r = resolve(&lanes).unwrap();
        let got: Vec<(u64, bool)> = r.iter().map(|x| (x.1.unwrap().bits, x.2)).collect();
        assert_eq!(got, vec![(11, true), (12, true), (13, true), (13, false)]);
    }

    #[test]
    fn shfl_sources_follow_ptx() {
        // __shfl_down_sync(full, v, 1): c = 0x1f.
        assert_eq!(shfl_source(ShflMode::Down, 3, 1, 0x1f), (4, true));
        assert_eq!(shfl_source(ShflMode::Down, 31, 1, 0x1f), (31, false));
        // width 16: c = ((32 - 16) << 8) | 0x1f; lane 15 + 1 leaves its segment.
        let c = (16 << 8) | 0x1f;
        assert_eq!(shfl_source(ShflMode::Down, 15, 1, c), (15, false));
        assert_eq!(shfl_source(ShflMode::Down, 16, 1, c), (17, true));
        // __shfl_up_sync: c = (32 - width) << 8, clamp 0.
        assert_eq!(shfl_source(ShflMode::Up, 0, 1, 0), (0, false));
        assert_eq!(shfl_source(ShflMode::Up, 5, 2, 0), (3, true));
        assert_eq!(shfl_source(ShflMode::Up, 17, 2, 16 << 8), (17, false));
        // __shfl_xor_sync and __shfl_sync(idx) in segments of 8.
        assert_eq!(shfl_source(ShflMode::Bfly, 5, 4, 0x1f), (1, true));
        let c8 = (24 << 8) | 0x1f;
        assert_eq!(shfl_source(ShflMode::Idx, 13, 2, c8), (10, true));
        assert_eq!(shfl_source(ShflMode::Idx, 13, 10, c8), (10, true));
    }
}
