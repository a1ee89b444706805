//! NVPTX address spaces: the one place their numbers are defined.
//!
//! A pointer's address space is part of its type (`ptr addrspace(3)`). Numbers outside NVPTX's
//! list (Metal's `addrspace(2)`, say) are kept as they are: they parse, print and verify, and
//! no NVPTX-specific rule applies to them.

use std::fmt;

/// An address space number, as written in `addrspace(N)`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct AddrSpace(pub u32);

impl AddrSpace {
    /// Generic (flat): may point into any of the specific spaces.
    pub const GENERIC: AddrSpace = AddrSpace(0);
    /// Global memory (`.global`), per launch.
    pub const GLOBAL: AddrSpace = AddrSpace(1);
    /// Shared memory (`.shared`), per block.
    pub const SHARED: AddrSpace = AddrSpace(3);
    /// Constant memory (`.const`), read-only.
    pub const CONST: AddrSpace = AddrSpace(4);
    /// Local memory (`.local`), per thread.
    pub const LOCAL: AddrSpace = AddrSpace(5);
    /// Tensor memory (sm_100 `tcgen05`).
    pub const TENSOR: AddrSpace = AddrSpace(6);
    /// Distributed shared memory (`.shared::cluster`).
    pub const SHARED_CLUSTER: AddrSpace = AddrSpace(7);
    /// Kernel parameter space (`.param`).
    pub const PARAM: AddrSpace = AddrSpace(101);

    /// The NVPTX meaning of this number, if it has one.
    pub fn nvptx(self) -> Option<NvptxSpace> {
        Some(match self.0 {
            0 => NvptxSpace::Generic,
            1 => NvptxSpace::Global,
            3 => NvptxSpace::Shared,
            4 => NvptxSpace::Const,
            5 => NvptxSpace::Local,
            6 => NvptxSpace::Tensor,
            7 => NvptxSpace::SharedCluster,
            101 => NvptxSpace::Param,
            _ => return None,
        })
    }

    /// Whether this is the generic space.
    pub fn is_generic(self) -> bool {
        self == Self::GENERIC
    }

    /// Whether this is one of NVPTX's specific (non-generic) spaces.
    pub fn is_nvptx_specific(self) -> bool {
        matches!(self.nvptx(), Some(s) if s != NvptxSpace::Generic)
    }
}

impl fmt::Debug for AddrSpace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.nvptx() {
            Some(s) => write!(f, "addrspace({}:{})", self.0, s.name()),
            None => write!(f, "addrspace({})", self.0),
        }
    }
}

/// The address spaces NVPTX gives a meaning to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NvptxSpace {
    /// 0: generic.
    Generic,
    /// 1: `.global`.
    Global,
    /// 3: `.shared`.
    Shared,
    /// 4: `.const`.
    Const,
    /// 5: `.local`.
    Local,
    /// 6: tensor memory.
    Tensor,
    /// 7: `.shared::cluster`.
    SharedCluster,
    /// 101: `.param`.
    Param,
}

impl NvptxSpace {
    /// Every NVPTX space, in numeric order.
    pub const ALL: [NvptxSpace; 8] = [
        NvptxSpace::Generic,
        NvptxSpace::Global,
        NvptxSpace::Shared,
        NvptxSpace::Const,
        NvptxSpace::Local,
        NvptxSpace::Tensor,
        NvptxSpace::SharedCluster,
        NvptxSpace::Param,
    ];

    /// The address space number.
    pub fn addrspace(self) -> AddrSpace {
        AddrSpace(match self {
            NvptxSpace::Generic => 0,
            NvptxSpace::Global => 1,
            NvptxSpace::Shared => 3,
            NvptxSpace::Const => 4,
            NvptxSpace::Local => 5,
            NvptxSpace::Tensor => 6,
            NvptxSpace::SharedCluster => 7,
            NvptxSpace::Param => 101,
        })
    }

    /// A short lowercase name (`global`, `shared`, ...), as PTX spells the state space.
    pub fn name(self) -> &'static str {
        match self {
            NvptxSpace::Generic => "generic",
            NvptxSpace::Global => "global",
            NvptxSpace::Shared => "shared",
            NvptxSpace::Const => "const",
            NvptxSpace::Local => "local",
            NvptxSpace::Tensor => "tensor",
            NvptxSpace::SharedCluster => "shared_cluster",
            NvptxSpace::Param => "param",
        }
    }

    /// Whether a `store` (or atomic) through a pointer of this space can be lowered.
    pub fn is_writable(self) -> bool {
        !matches!(self, NvptxSpace::Const | NvptxSpace::Param)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip() {
        for s in NvptxSpace::ALL {
            assert_eq!(s.addrspace().nvptx(), Some(s));
        }
        assert_eq!(AddrSpace(2).nvptx(), None);
        assert!(AddrSpace::SHARED.is_nvptx_specific());
        assert!(!AddrSpace::GENERIC.is_nvptx_specific());
        assert!(!AddrSpace(2).is_nvptx_specific());
    }
}
