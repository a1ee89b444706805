//! The data layout: sizes, alignments and field offsets, from `target datalayout`.
//!
//! Follows LLVM's rules for the parts of the specification string that matter to the subset:
//! `e`/`E`, `S`, `A`, `P`, `G`, `p[n]:size:abi[:pref[:idx]]`, `i`, `f`, `a`; `n`, `m`, `v`, `F`
//! and `ni` are accepted and ignored. A module without `target datalayout` gets LLVM's defaults
//! (notably `i64:32:64`: an `i64` is 4-byte aligned for the ABI). NVPTX's 64-bit layout is
//! [`DataLayout::nvptx64`].
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
    vectors: Vec<AlignSpec>,
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
            vectors: vec![
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

/// A decimal number as LLVM reads one (no sign, no spaces, fits in 32 bits).
fn num(s: &str) -> Result<u32, String> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err("not a number, or does not fit in an unsigned int".to_owned());
    }
    s.parse()
        .map_err(|_| "not a number, or does not fit in an unsigned int".to_owned())
}

/// A bit count that must be a whole number of bytes; returns bytes.
fn bytes_of(s: &str) -> Result<u64, String> {
    let bits = num(s)?;
    if bits % 8 != 0 {
        return Err("number of bits must be a byte width multiple".to_owned());
    }
    Ok(u64::from(bits / 8))
}

fn space(s: &str) -> Result<AddrSpace, String> {
    let n = num(s)?;
    if n >= 1 << 24 {
        return Err("invalid address space, must be a 24-bit integer".to_owned());
    }
    Ok(AddrSpace(n))
}

/// Splits at the first `sep` with LLVM's checks: no empty token before a separator, no
/// trailing separator.
fn split_checked(s: &str, sep: char) -> Result<(&str, &str), String> {
    match s.split_once(sep) {
        None => Ok((s, "")),
        Some((a, b)) => {
            if b.is_empty() {
                return Err("trailing separator in datalayout string".to_owned());
            }
            if a.is_empty() {
                return Err("expected token before separator in datalayout string".to_owned());
            }
            Ok((a, b))
        }
    }
}

/// The `:`-separated fields after an item's first token.
struct Fields<'a>(&'a str);

impl<'a> Fields<'a> {
    fn next(&mut self, what: &str) -> Result<&'a str, String> {
        if self.0.is_empty() {
            return Err(format!("missing {what} in datalayout string"));
        }
        let (a, r) = split_checked(self.0, ':')?;
        self.0 = r;
        Ok(a)
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

fn set_spec(list: &mut Vec<AlignSpec>, spec: AlignSpec) {
    match list.binary_search_by_key(&spec.bits, |s| s.bits) {
        Ok(i) => list[i] = spec,
        Err(i) => list.insert(i, spec),
    }
}

/// Why a `target datalayout` string is refused: LLVM 19's message, and the specification
/// (the `-`-separated item) it is about, where there is one.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub struct DataLayoutError {
    /// The specification at fault (`i64:63`), or `None` for the string as a whole.
    pub item: Option<String>,
    /// What is wrong, as LLVM 19 says it.
    pub message: String,
}

impl std::fmt::Display for DataLayoutError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)?;
        match &self.item {
            // LLVM's message names the item itself for some errors.
            Some(i) if !self.message.contains(&format!("'{i}'")) => write!(f, " (in '{i}')"),
            _ => Ok(()),
        }
    }
}

impl DataLayout {
    /// Parses a `target datalayout` string, with the checks LLVM 19 applies.
    pub fn parse(s: &str) -> Result<DataLayout, DataLayoutError> {
        let mut item = None;
        DataLayout::parse_items(s, &mut item).map_err(|message| DataLayoutError {
            item: item.map(str::to_owned),
            message,
        })
    }

    /// [`DataLayout::parse`], leaving in `at` the item being read when an error stops it.
    fn parse_items<'s>(s: &'s str, at: &mut Option<&'s str>) -> Result<DataLayout, String> {
        let mut dl = DataLayout::default();
        if !s
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b'"' && b != b'\\')
        {
            return Err("datalayout strings are printable ASCII without spaces".to_owned());
        }
        let mut desc = s;
        while !desc.is_empty() {
            let (item, rest_desc) = split_checked(desc, '-')?;
            *at = Some(item);
            desc = rest_desc;
            let (tok, rest) = split_checked(item, ':')?;
            let mut f = Fields(rest);
            if tok == "ni" {
                loop {
                    if num(f.next("address space")?)? == 0 {
                        return Err("address space 0 can never be non-integral".to_owned());
                    }
                    if f.is_empty() {
                        break;
                    }
                }
                continue;
            }
            let mut chars = tok.chars();
            let Some(spec) = chars.next() else {
                return Err("empty datalayout specification".to_owned());
            };
            let tok = chars.as_str();
            match spec {
                's' => {}
                'E' | 'e' if !tok.is_empty() || !f.is_empty() => {
                    return Err(format!(
                        "unexpected characters after '{spec}' in datalayout string"
                    ));
                }
                'E' => dl.big_endian = true,
                'e' => dl.big_endian = false,
                'p' => {
                    let sp = if tok.is_empty() {
                        AddrSpace::GENERIC
                    } else {
                        space(tok)?
                    };
                    let size = bytes_of(f.next("pointer size")?)?;
                    if size == 0 {
                        return Err("invalid pointer size of 0 bytes".to_owned());
                    }
                    if size > 8 {
                        return Err(format!(
                            "pointers of {} bits are outside the subset",
                            size * 8
                        ));
                    }
                    let abi = bytes_of(f.next("pointer alignment")?)?;
                    if !abi.is_power_of_two() {
                        return Err("pointer ABI alignment must be a power of 2".to_owned());
                    }
                    let mut pref = abi;
                    let mut index = size;
                    if !f.is_empty() {
                        pref = bytes_of(f.next("preferred alignment")?)?;
                        if !pref.is_power_of_two() {
                            return Err(
                                "pointer preferred alignment must be a power of 2".to_owned()
                            );
                        }
                        if !f.is_empty() {
                            index = bytes_of(f.next("index size")?)?;
                            if index == 0 {
                                return Err("invalid index size of 0 bytes".to_owned());
                            }
                        }
                    }
                    if pref < abi {
                        return Err(
                            "preferred alignment cannot be less than the ABI alignment".to_owned()
                        );
                    }
                    if index > size {
                        return Err("index width cannot be larger than pointer width".to_owned());
                    }
                    let spec = PtrSpec {
                        space: sp,
                        size_bits: (size * 8) as u32,
                        abi,
                        pref,
                        index_bits: (index * 8) as u32,
                    };
                    match dl.ptrs.iter_mut().find(|p| p.space == spec.space) {
                        Some(p) => *p = spec,
                        None => dl.ptrs.push(spec),
                    }
                }
                'i' | 'v' | 'f' | 'a' => {
                    let bits = if tok.is_empty() { 0 } else { num(tok)? };
                    if spec == 'a' && bits != 0 {
                        return Err("sized aggregate specification in datalayout string".to_owned());
                    }
                    let abi = bytes_of(f.next("alignment specification")?)?;
                    if spec != 'a' && abi == 0 {
                        return Err(
                            "ABI alignment specification must be >0 for non-aggregate types"
                                .to_owned(),
                        );
                    }
                    if abi >= 1 << 16 {
                        return Err("invalid ABI alignment, must be a 16bit integer".to_owned());
                    }
                    if abi != 0 && !abi.is_power_of_two() {
                        return Err("invalid ABI alignment, must be a power of 2".to_owned());
                    }
                    if spec == 'i' && bits == 8 && abi != 1 {
                        return Err(
                            "invalid ABI alignment, i8 must be naturally aligned".to_owned()
                        );
                    }
                    let pref = if f.is_empty() {
                        abi
                    } else {
                        bytes_of(f.next("preferred alignment")?)?
                    };
                    if pref >= 1 << 16 {
                        return Err(
                            "invalid preferred alignment, must be a 16bit integer".to_owned()
                        );
                    }
                    if pref != 0 && !pref.is_power_of_two() {
                        return Err("invalid preferred alignment, must be a power of 2".to_owned());
                    }
                    if bits >= 1 << 24 {
                        return Err("invalid bit width, must be a 24-bit integer".to_owned());
                    }
                    if pref < abi {
                        return Err(
                            "preferred alignment cannot be less than the ABI alignment".to_owned()
                        );
                    }
                    let entry = AlignSpec {
                        bits,
                        abi: abi.max(1),
                        pref: pref.max(abi).max(1),
                    };
                    match spec {
                        'i' => set_spec(&mut dl.ints, entry),
                        'f' => set_spec(&mut dl.floats, entry),
                        'v' => set_spec(&mut dl.vectors, entry),
                        'a' => {
                            dl.agg_abi = abi.max(1);
                            dl.agg_pref = pref.max(abi).max(1);
                        }
                        _ => {}
                    }
                }
                'n' => {
                    let mut width = tok;
                    loop {
                        if num(width)? == 0 {
                            return Err(
                                "zero width native integer type in datalayout string".to_owned()
                            );
                        }
                        if f.is_empty() {
                            break;
                        }
                        width = f.next("native integer width")?;
                    }
                }
                'S' => {
                    let a = bytes_of(tok)?;
                    if a != 0 && !a.is_power_of_two() {
                        return Err("stack alignment is neither 0 nor a power of 2".to_owned());
                    }
                    dl.stack_align = (a != 0).then_some(a);
                }
                'F' => {
                    let mut c = tok.chars();
                    match c.next() {
                        Some('i' | 'n') => {}
                        _ => {
                            return Err(
                                "unknown function pointer alignment type in datalayout string"
                                    .to_owned(),
                            );
                        }
                    }
                    let a = bytes_of(c.as_str())?;
                    if a != 0 && !a.is_power_of_two() {
                        return Err(
                            "function pointer alignment is neither 0 nor a power of 2".to_owned()
                        );
                    }
                }
                // Functions live in the program address space: seam's subset has them in 0
                // only (a function in another space is refused where it is defined).
                'P' => {
                    if !space(tok)?.is_generic() {
                        return Err(
                            "a non-zero program address space is outside seam's subset".to_owned()
                        );
                    }
                }
                'G' => {
                    space(tok)?;
                }
                'A' => dl.alloca_space = space(tok)?,
                'm' => {
                    if !tok.is_empty() {
                        return Err(
                            "unexpected trailing characters after mangling specifier".to_owned()
                        );
                    }
                    if !matches!(f.0, "e" | "l" | "m" | "o" | "w" | "x" | "a") {
                        return Err(format!("unknown mangling '{}' in datalayout string", f.0));
                    }
                }
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
            TypeData::Half | TypeData::BFloat => 2,
            TypeData::Ptr(s) => u64::from(self.pointer_bits(*s) / 8),
            TypeData::Vector { .. } => self.vector_bits(types, ty).div_ceil(8),
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
            TypeData::Half | TypeData::BFloat => pick(self.float_spec(16)),
            TypeData::Vector { .. } => {
                // LLVM: the spec of exactly this width, else natural alignment (the store
                // size rounded up to a power of two).
                let bits = self.vector_bits(types, ty);
                match self.vectors.iter().find(|s| u64::from(s.bits) == bits) {
                    Some(s) => pick(*s),
                    None => self
                        .store_size(types, ty)
                        .max(1)
                        .checked_next_power_of_two()
                        .unwrap_or(1 << 63),
                }
            }
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

    /// Bits of a vector type: its length times its element's width (LLVM's primitive size;
    /// elements are packed, `<8 x i1>` is one byte).
    pub fn vector_bits(&self, types: &Types, ty: TypeId) -> u64 {
        let Some((elem, len)) = types.vector_parts(ty) else {
            return 0;
        };
        let eb = match types.get(elem) {
            TypeData::Int(b) => u64::from(*b),
            TypeData::Ptr(s) => u64::from(self.pointer_bits(*s)),
            _ => self.store_size(types, elem) * 8,
        };
        eb.saturating_mul(u64::from(len))
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
        let e = DataLayout::parse("e-i64:63").unwrap_err();
        assert_eq!(e.item.as_deref(), Some("i64:63"), "{e}");
        assert!(e.to_string().ends_with("(in 'i64:63')"), "{e}");
        assert!(DataLayout::parse("e-p:0:8").is_err());
        assert!(DataLayout::parse("e-n16 distinct :32:64").is_err());
        assert!(DataLayout::parse("e-").is_err());
        assert!(DataLayout::parse("e--i64:64").is_err());
        assert!(DataLayout::parse("e-i64:64:32").is_err());
        assert!(DataLayout::parse("e-i8:16").is_err());
        assert!(DataLayout::parse("e-p:64:64:64:128").is_err());
        assert!(DataLayout::parse("e-m:q").is_err());
        assert!(DataLayout::parse("e-ni:0").is_err());
        assert!(DataLayout::parse("e-m:e-Fi8-ni:1:2-n8:16:32-S128-P0-G1-A5").is_ok());
        // Functions in another address space are outside the subset (LLVM would print every
        // function `addrspace(16)`, which seam refuses to read).
        assert!(DataLayout::parse("e-P16").is_err());
        assert!(DataLayout::parse("e-i64:64-P16:32:64").is_err());
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
