//! The data layout: sizes, alignments and field offsets, from `target datalayout`.
//!
//! Follows LLVM's rules for the parts of the specification string that matter to the subset:
//! `e`/`E`, `S`, `A`, `P`, `G`, `p[n]:size:abi[:pref[:idx]]`, `i`, `f`, `a`; `n`, `m`, `v`, `F`
//! and `ni` are accepted and ignored. A module without `target datalayout` gets LLVM's defaults
//! (notably `i64:32:64`: an `i64` is 4-byte aligned for the ABI). NVPTX's 64-bit layout is
//! [`DataLayout::NVPTX64`].
//!
//! Sizes follow LLVM: the *store size* of `iN` is `ceil(N/8)` bytes, the *alloc size* is the
//! store size rounded up to the ABI alignment, an array is `len` alloc sizes, and a struct lays
//! out its fields at their ABI alignment (1 if packed) and pads its end to its own alignment.
//! All sizes saturate at `u64::MAX` instead of overflowing.

use super::addrspace::AddrSpace;
use super::types::{TypeData, TypeId, Types};

/// The `target datalayout` string clang and LLVM use for `nvptx64-nvidia-cuda`.
pub const NVPTX64_LAYOUT: &str = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64";

/// Alignment specification for one width, in bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct AlignSpec {
    bits: u32,
    abi: u64,
    pref: u64,
}

/// Pointer specification for one address space.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct PtrSpec {
    space: AddrSpace,
    size_bits: u32,
    abi: u64,
    pref: u64,
    index_bits: u32,
}

/// A parsed data layout.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DataLayout {
    big_endian: bool,
    ints: Vec<AlignSpec>,
    floats: Vec<AlignSpec>,
    ptrs: Vec<PtrSpec>,
    agg_abi: u64,
    agg_pref: u64,
    stack_align: Option<u64>,
    alloca_space: AddrSpace,
}

/// Where a struct's fields are, in bytes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StructLayout {
    /// Offset of each field.
    pub offsets: Vec<u64>,
    /// Alloc size of the whole struct, tail padding included.
    pub size: u64,
    /// ABI alignment of the struct.
    pub align: u64,
}

impl Default for DataLayout {
    fn default() -> Self {
        DataLayout {
            big_endian: false,
            ints: vec![
                AlignSpec {
                    bits: 1,
                    abi: 1,
                    pref: 1,
                },
                AlignSpec {
                    bits: 8,
                    abi: 1,
                    pref: 1,
                },
                AlignSpec {
                    bits: 16,
                    abi: 2,
                    pref: 2,
                },
                AlignSpec {
                    bits: 32,
                    abi: 4,
                    pref: 4,
                },
                AlignSpec {
                    bits: 64,
                    abi: 4,
                    pref: 8,
                },
            ],
            floats: vec![
                AlignSpec {
                    bits: 16,
                    abi: 2,
                    pref: 2,
                },
                AlignSpec {
                    bits: 32,
                    abi: 4,
                    pref: 4,
                },
                AlignSpec {
                    bits: 64,
                    abi: 8,
                    pref: 8,
                },
                AlignSpec {
                    bits: 128,
                    abi: 16,
                    pref: 16,
                },
            ],
            ptrs: vec![PtrSpec {
                space: AddrSpace::GENERIC,
                size_bits: 64,
                abi: 8,
                pref: 8,
                index_bits: 64,
            }],
            agg_abi: 1,
            agg_pref: 8,
            stack_align: None,
            alloca_space: AddrSpace::GENERIC,
        }
    }
}

fn parse_u32(s: &str, what: &str) -> Result<u32, String> {
    s.parse::<u32>()
        .map_err(|_| format!("invalid {what} '{s}' in datalayout"))
}

fn bits_to_align(bits: u32, what: &str) -> Result<u64, String> {
    if !bits.is_multiple_of(8) {
        return Err(format!(
            "{what} alignment {bits} is not a multiple of 8 in datalayout"
        ));
    }
    let bytes = u64::from(bits / 8);
    if bytes != 0 && !bytes.is_power_of_two() {
        return Err(format!(
            "{what} alignment {bits} is not a power of two in datalayout"
        ));
    }
    Ok(bytes)
}

fn set_spec(list: &mut Vec<AlignSpec>, spec: AlignSpec) {
    match list.binary_search_by_key(&spec.bits, |s| s.bits) {
        Ok(i) => list[i] = spec,
        Err(i) => list.insert(i, spec),
    }
}

impl DataLayout {
    /// Parses a `target datalayout` string.
    pub fn parse(s: &str) -> Result<DataLayout, String> {
        let mut dl = DataLayout::default();
        if s.is_empty() {
            return Ok(dl);
        }
        for item in s.split('-') {
            let (head, rest) = item.split_at(item.chars().next().map_or(0, char::len_utf8));
            match head {
                "e" if rest.is_empty() => dl.big_endian = false,
                "E" if rest.is_empty() => dl.big_endian = true,
                "S" => {
                    let a = bits_to_align(parse_u32(rest, "stack alignment")?, "stack")?;
                    dl.stack_align = (a != 0).then_some(a);
                }
                "A" => dl.alloca_space = AddrSpace(parse_u32(rest, "alloca address space")?),
                "P" | "G" => {
                    parse_u32(rest, "address space")?;
                }
                "p" => {
                    let mut parts = rest.split(':');
                    let space = match parts.next() {
                        Some("") | None => 0,
                        Some(n) => parse_u32(n, "pointer address space")?,
                    };
                    let nums: Vec<&str> = parts.collect();
                    if nums.len() < 2 || nums.len() > 4 {
                        return Err(format!("malformed pointer specification '{item}'"));
                    }
                    let size_bits = parse_u32(nums[0], "pointer size")?;
                    if size_bits == 0 || size_bits > 64 || size_bits % 8 != 0 {
                        return Err(format!("unsupported pointer size {size_bits} in '{item}'"));
                    }
                    let abi = bits_to_align(parse_u32(nums[1], "pointer alignment")?, "pointer")?;
                    let pref = match nums.get(2) {
                        Some(p) => bits_to_align(parse_u32(p, "pointer alignment")?, "pointer")?,
                        None => abi,
                    };
                    let index_bits = match nums.get(3) {
                        Some(p) => parse_u32(p, "pointer index size")?,
                        None => size_bits,
                    };
                    let spec = PtrSpec {
                        space: AddrSpace(space),
                        size_bits,
                        abi: abi.max(1),
                        pref: pref.max(abi).max(1),
                        index_bits,
                    };
                    match dl.ptrs.iter_mut().find(|p| p.space == spec.space) {
                        Some(p) => *p = spec,
                        None => dl.ptrs.push(spec),
                    }
                }
                "i" | "f" | "v" => {
                    let nums: Vec<&str> = rest.split(':').collect();
                    if nums.len() < 2 || nums.len() > 3 {
                        return Err(format!("malformed alignment specification '{item}'"));
                    }
                    let bits = parse_u32(nums[0], "type size")?;
                    let abi = bits_to_align(parse_u32(nums[1], "alignment")?, head)?;
                    let pref = match nums.get(2) {
                        Some(p) => bits_to_align(parse_u32(p, "alignment")?, head)?,
                        None => abi,
                    };
                    let spec = AlignSpec {
                        bits,
                        abi: abi.max(1),
                        pref: pref.max(abi).max(1),
                    };
                    match head {
                        "i" => set_spec(&mut dl.ints, spec),
                        "f" => set_spec(&mut dl.floats, spec),
                        _ => {}
                    }
                }
                "a" => {
                    let nums: Vec<&str> = rest.trim_start_matches(':').split(':').collect();
                    if nums.is_empty() || nums.len() > 2 {
                        return Err(format!("malformed aggregate specification '{item}'"));
                    }
                    let abi = bits_to_align(parse_u32(nums[0], "alignment")?, "aggregate")?;
                    let pref = match nums.get(1) {
                        Some(p) => bits_to_align(parse_u32(p, "alignment")?, "aggregate")?,
                        None => abi,
                    };
                    dl.agg_abi = abi.max(1);
                    dl.agg_pref = pref.max(abi).max(1);
                }
                "n" | "m" | "F" => {}
                _ if item.starts_with("ni:") => {}
                _ => return Err(format!("unknown datalayout specification '{item}'")),
            }
        }
        Ok(dl)
    }

    /// NVPTX's 64-bit layout ([`NVPTX64_LAYOUT`]).
    pub fn nvptx64() -> DataLayout {
        DataLayout::parse(NVPTX64_LAYOUT).expect("the NVPTX layout parses")
    }

    /// Whether the target is big-endian.
    pub fn is_big_endian(&self) -> bool {
        self.big_endian
    }

    /// The address space allocas are in (`A<n>`; 0 when absent).
    pub fn alloca_space(&self) -> AddrSpace {
        self.alloca_space
    }

    /// The natural stack alignment (`S<n>`), if specified.
    pub fn stack_align(&self) -> Option<u64> {
        self.stack_align
    }

    fn ptr_spec(&self, space: AddrSpace) -> PtrSpec {
        self.ptrs
            .iter()
            .find(|p| p.space == space)
            .or_else(|| self.ptrs.iter().find(|p| p.space == AddrSpace::GENERIC))
            .copied()
            .unwrap_or(PtrSpec {
                space,
                size_bits: 64,
                abi: 8,
                pref: 8,
                index_bits: 64,
            })
    }

    /// Size in bits of a pointer into `space`.
    pub fn pointer_bits(&self, space: AddrSpace) -> u32 {
        self.ptr_spec(space).size_bits
    }

    /// Width in bits of the offsets a GEP computes in `space`.
    pub fn index_bits(&self, space: AddrSpace) -> u32 {
        self.ptr_spec(space).index_bits
    }

    fn int_spec(&self, bits: u32) -> AlignSpec {
        // LLVM: the exact width, else the next wider one, else the widest.
        match self.ints.iter().find(|s| s.bits >= bits) {
            Some(s) => *s,
            None => *self.ints.last().expect("integer specs are never empty"),
        }
    }

    fn float_spec(&self, bits: u32) -> AlignSpec {
        self.floats
            .iter()
            .find(|s| s.bits == bits)
            .copied()
            .unwrap_or(AlignSpec {
                bits,
                abi: u64::from(bits / 8),
                pref: u64::from(bits / 8),
            })
    }

    /// Bytes a store of `ty` writes (`ceil(bits / 8)` for scalars). Unsized types give 0.
    pub fn store_size(&self, types: &Types, ty: TypeId) -> u64 {
        match types.get(ty) {
            TypeData::Int(bits) => u64::from(bits.div_ceil(8)),
            TypeData::Float => 4,
            TypeData::Double => 8,
            TypeData::Ptr(s) => u64::from(self.pointer_bits(*s) / 8),
            TypeData::Array { .. } | TypeData::Struct { .. } | TypeData::Named(_) => {
                self.alloc_size(types, ty)
            }
            TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Func { .. } => 0,
        }
    }

    /// Bytes between consecutive elements of an array of `ty`: the store size rounded up to
    /// the ABI alignment. Unsized types give 0.
    pub fn alloc_size(&self, types: &Types, ty: TypeId) -> u64 {
        match types.get(ty) {
            TypeData::Array { len, elem } => len.saturating_mul(self.alloc_size(types, *elem)),
            TypeData::Struct { .. } | TypeData::Named(_) => self
                .struct_layout(types, ty)
                .map_or(0, |l| align_up(l.size, l.align.max(self.agg_abi))),
            TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Func { .. } => 0,
            _ => align_up(self.store_size(types, ty), self.abi_align(types, ty)),
        }
    }

    /// The ABI alignment of `ty` in bytes (at least 1).
    pub fn abi_align(&self, types: &Types, ty: TypeId) -> u64 {
        self.align(types, ty, true)
    }

    /// The preferred alignment of `ty` in bytes (what an `alloca` without `align` gets).
    pub fn pref_align(&self, types: &Types, ty: TypeId) -> u64 {
        self.align(types, ty, false)
    }

    fn align(&self, types: &Types, ty: TypeId, abi: bool) -> u64 {
        let pick = |s: AlignSpec| if abi { s.abi } else { s.pref };
        match types.get(ty) {
            TypeData::Int(bits) => pick(self.int_spec(*bits)),
            TypeData::Float => pick(self.float_spec(32)),
            TypeData::Double => pick(self.float_spec(64)),
            TypeData::Ptr(s) => {
                let p = self.ptr_spec(*s);
                if abi { p.abi } else { p.pref }
            }
            TypeData::Array { elem, .. } => self.align(types, *elem, abi),
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let own = self.struct_layout(types, ty).map_or(1, |l| l.align);
                let agg = if abi { self.agg_abi } else { self.agg_pref };
                own.max(agg)
            }
            TypeData::Void | TypeData::Label | TypeData::Metadata | TypeData::Func { .. } => 1,
        }
    }

    /// Field offsets, size and alignment of a struct type; `None` for non-structs and opaque
    /// structs.
    pub fn struct_layout(&self, types: &Types, ty: TypeId) -> Option<StructLayout> {
        let (fields, packed) = types.struct_fields(ty)?;
        let mut offsets = Vec::with_capacity(fields.len());
        let mut offset: u64 = 0;
        let mut align: u64 = 1;
        for &f in fields {
            let fa = if packed { 1 } else { self.abi_align(types, f) };
            offset = align_up(offset, fa);
            offsets.push(offset);
            offset = offset.saturating_add(self.alloc_size(types, f));
            align = align.max(fa);
        }
        let size = align_up(offset, align);
        Some(StructLayout {
            offsets,
            size,
            align,
        })
    }
}

/// Rounds `x` up to a multiple of `align` (a power of two, or 0 meaning 1), saturating.
pub fn align_up(x: u64, align: u64) -> u64 {
    if align <= 1 {
        return x;
    }
    match x.checked_add(align - 1) {
        Some(v) => v & !(align - 1),
        None => u64::MAX,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_match_llvm() {
        // Checked against llvm-as-19 on a module without a datalayout.
        let dl = DataLayout::default();
        let mut t = Types::new();
        assert_eq!(dl.abi_align(&t, TypeId::I64), 4);
        assert_eq!(dl.pref_align(&t, TypeId::I64), 8);
        let s = t.struct_(&[TypeId::I8], false);
        assert_eq!(dl.pref_align(&t, s), 8);
        let arr = t.array(TypeId::I8, 3);
        assert_eq!(dl.pref_align(&t, arr), 1);
        let packed = t.struct_(&[TypeId::I8, TypeId::I16], true);
        assert_eq!(dl.pref_align(&t, packed), 8);
        assert_eq!(dl.abi_align(&t, packed), 1);
        assert_eq!(dl.alloc_size(&t, packed), 3);
    }

    #[test]
    fn nvptx_layout() {
        let dl = DataLayout::nvptx64();
        let mut t = Types::new();
        assert_eq!(dl.abi_align(&t, TypeId::I64), 8);
        let s = t.struct_(&[TypeId::I8, TypeId::I64, TypeId::I16], false);
        let l = dl.struct_layout(&t, s).unwrap();
        assert_eq!(l.offsets, vec![0, 8, 16]);
        assert_eq!(l.size, 24);
        assert_eq!(dl.alloc_size(&t, TypeId::I1), 1);
        let i24 = t.int(24);
        assert_eq!(dl.store_size(&t, i24), 3);
        assert_eq!(dl.alloc_size(&t, i24), 4);
        assert_eq!(dl.pointer_bits(AddrSpace::SHARED), 64);
    }

    #[test]
    fn short_pointers_and_errors() {
        let dl = DataLayout::parse("e-p3:32:32-p5:32:32-i64:64").unwrap();
        assert_eq!(dl.pointer_bits(AddrSpace::SHARED), 32);
        assert_eq!(dl.pointer_bits(AddrSpace::GLOBAL), 64);
        assert!(DataLayout::parse("e-q7").is_err());
        assert!(DataLayout::parse("e-i64:63").is_err());
        assert!(DataLayout::parse("e-p:0:8").is_err());
        assert_eq!(
            DataLayout::parse("A5").unwrap().alloca_space(),
            AddrSpace::LOCAL
        );
    }

    #[test]
    fn huge_arrays_saturate() {
        let dl = DataLayout::default();
        let mut t = Types::new();
        let a = t.array(TypeId::I64, u64::MAX);
        assert_eq!(dl.alloc_size(&t, a), u64::MAX);
    }
}
