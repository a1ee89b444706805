//! The special registers (`llvm.nvvm.read.ptx.sreg.*`, PTX's `%tid.x`, `%smid`, ...): one
//! table of values for both interpreters, so that they agree wherever a program reads one
//! (see `docs/semantics.md`, "Special registers").
//!
//! The launch's geometry and the lane are exact. What depends on the hardware or on time gets a
//! fixed value: one SM (`smid` 0 of `nsmid` 1), 64 warp identifiers, grid 0, clusters of one
//! block (rank 0 of 1, `clusterid` = `ctaid`), performance counters and environment registers
//! 0; the unused fourth elements (`tid.w`, ...) are 0, as PTX defines them. `clock`, `clock64` and `globaltimer` count the instructions the thread's interpreter has
//! run, so they grow, but the two interpreters count different instructions: a program whose
//! results depend on them has no single answer.

use seam::ir::intrinsics::{Dim, Sreg};

/// Where the reading thread stands.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Place {
    /// `tid`.
    pub(crate) tid: [u32; 3],
    /// The thread's linear index in its block.
    pub(crate) lin: u32,
    /// `ctaid`.
    pub(crate) block_idx: [u32; 3],
    /// `ntid`.
    pub(crate) block_dim: [u32; 3],
    /// `nctaid`.
    pub(crate) grid: [u32; 3],
    /// The instructions run so far.
    pub(crate) clock: u64,
}

/// The index of a dimension.
pub(crate) fn dim(d: Dim) -> usize {
    match d {
        Dim::X => 0,
        Dim::Y => 1,
        Dim::Z => 2,
    }
}

/// The value of special register `s` for the thread at `p` (zero-extended).
pub(crate) fn value(s: Sreg, p: &Place) -> u64 {
    let lane = p.lin % 32;
    match s {
        Sreg::Tid(x) => u64::from(p.tid[dim(x)]),
        Sreg::Ntid(x) => u64::from(p.block_dim[dim(x)]),
        Sreg::Ctaid(x) | Sreg::ClusterId(x) => u64::from(p.block_idx[dim(x)]),
        Sreg::Nctaid(x) | Sreg::NClusterId(x) => u64::from(p.grid[dim(x)]),
        Sreg::LaneId => u64::from(lane),
        Sreg::WarpSize => 32,
        Sreg::Clock => p.clock & 0xffff_ffff,
        Sreg::Clock64 | Sreg::GlobalTimer => p.clock,
        Sreg::WarpId => u64::from(p.lin / 32),
        Sreg::NWarpId => 64,
        Sreg::SmId | Sreg::GridId | Sreg::Pm(_) | Sreg::EnvReg(_) => 0,
        Sreg::NSmId => 1,
        Sreg::Lanemask(k) => u64::from(k.mask(lane)),
        Sreg::ClusterCtaRank | Sreg::ClusterCtaid(_) => 0,
        Sreg::ClusterNCtaRank | Sreg::ClusterNctaid(_) => 1,
        Sreg::W(_) => 0,
    }
}

/// The special register PTX names `name` (`%tid.x`, `%cluster_ctarank`, `WARP_SZ`), if the
/// interpreters know it.
pub(crate) fn from_ptx(name: &str) -> Option<Sreg> {
    use seam::ir::intrinsics::LanemaskKind as L;
    let dim_of = |s: &str| match s {
        "x" => Some(Dim::X),
        "y" => Some(Dim::Y),
        "z" => Some(Dim::Z),
        _ => None,
    };
    if let Some((base, d)) = name.split_once('.') {
        if d == "w" {
            use seam::ir::intrinsics::WReg;
            return Some(Sreg::W(match base {
                "%tid" => WReg::Tid,
                "%ntid" => WReg::Ntid,
                "%ctaid" => WReg::Ctaid,
                "%nctaid" => WReg::Nctaid,
                _ => return None,
            }));
        }
        let d = dim_of(d)?;
        return Some(match base {
            "%tid" => Sreg::Tid(d),
            "%ntid" => Sreg::Ntid(d),
            "%ctaid" => Sreg::Ctaid(d),
            "%nctaid" => Sreg::Nctaid(d),
            "%cluster_ctaid" => Sreg::ClusterCtaid(d),
            "%cluster_nctaid" => Sreg::ClusterNctaid(d),
            "%clusterid" => Sreg::ClusterId(d),
            "%nclusterid" => Sreg::NClusterId(d),
            _ => return None,
        });
    }
    if let Some(n) = name.strip_prefix("%envreg")
        && let Ok(k) = n.parse::<u8>()
        && k < 32
        && n == k.to_string()
    {
        return Some(Sreg::EnvReg(k));
    }
    if let Some(n) = name.strip_prefix("%pm")
        && let Ok(k) = n.parse::<u8>()
        && k < 4
        && n.len() == 1
    {
        return Some(Sreg::Pm(k));
    }
    Some(match name {
        "%laneid" => Sreg::LaneId,
        "%warpid" => Sreg::WarpId,
        "%nwarpid" => Sreg::NWarpId,
        "%smid" => Sreg::SmId,
        "%nsmid" => Sreg::NSmId,
        "%gridid" => Sreg::GridId,
        "%clock" => Sreg::Clock,
        "%clock64" => Sreg::Clock64,
        "%globaltimer" => Sreg::GlobalTimer,
        "WARP_SZ" => Sreg::WarpSize,
        "%lanemask_eq" => Sreg::Lanemask(L::Eq),
        "%lanemask_lt" => Sreg::Lanemask(L::Lt),
        "%lanemask_le" => Sreg::Lanemask(L::Le),
        "%lanemask_gt" => Sreg::Lanemask(L::Gt),
        "%lanemask_ge" => Sreg::Lanemask(L::Ge),
        "%cluster_ctarank" => Sreg::ClusterCtaRank,
        "%cluster_nctarank" => Sreg::ClusterNCtaRank,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use seam::ir::intrinsics::LanemaskKind;

    #[test]
    fn lanemasks() {
        assert_eq!(LanemaskKind::Eq.mask(0), 1);
        assert_eq!(LanemaskKind::Lt.mask(0), 0);
        assert_eq!(LanemaskKind::Le.mask(31), u32::MAX);
        assert_eq!(LanemaskKind::Gt.mask(31), 0);
        assert_eq!(LanemaskKind::Ge.mask(0), u32::MAX);
        assert_eq!(LanemaskKind::Gt.mask(3), !0b1111);
        assert_eq!(LanemaskKind::Ge.mask(3), !0b111);
    }

    #[test]
    fn ptx_names() {
        assert_eq!(from_ptx("%envreg31"), Some(Sreg::EnvReg(31)));
        assert_eq!(from_ptx("%envreg32"), None);
        assert_eq!(from_ptx("%envreg01"), None);
        assert_eq!(from_ptx("%pm3"), Some(Sreg::Pm(3)));
        assert_eq!(from_ptx("%pm4"), None);
        assert_eq!(
            from_ptx("%cluster_ctaid.y"),
            Some(Sreg::ClusterCtaid(Dim::Y))
        );
        assert_eq!(
            from_ptx("%tid.w"),
            Some(Sreg::W(seam::ir::intrinsics::WReg::Tid))
        );
        assert_eq!(from_ptx("%clusterid.w"), None);
        let p = Place {
            tid: [3, 1, 0],
            lin: 35,
            block_idx: [2, 0, 0],
            block_dim: [32, 2, 1],
            grid: [4, 1, 1],
            clock: 7,
        };
        assert_eq!(value(from_ptx("%laneid").unwrap(), &p), 3);
        assert_eq!(value(from_ptx("%warpid").unwrap(), &p), 1);
        assert_eq!(value(from_ptx("%clusterid.x").unwrap(), &p), 2);
        assert_eq!(value(from_ptx("%lanemask_lt").unwrap(), &p), 0b111);
    }
}
