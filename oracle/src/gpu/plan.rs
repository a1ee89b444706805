//! A launch planned for the GPU, with no GPU: the parameter buffer (each kernel parameter at
//! its aligned offset, with the bytes the launch gives it), the buffers to allocate with their
//! initial bytes, the globals to read back, and how the bytes read back become the same
//! [`Observations`] the interpreter produces.
//!
//! The arguments are checked against the module (the IR types, as the interpreter checks
//! them) and against the PTX `.entry` (the sizes the driver will copy), so a launch that does
//! not fit is an error here, never undefined behaviour in the driver. Buffer contents come
//! from the [`Launch`] itself: the launch syntax already turned `zero`, `iota`, `fill` and
//! `random SEED` into bytes ([`crate::random_bytes`]), so the GPU starts from exactly the
//! interpreter's bytes.

use seam::ir::{AddrSpace, Module, TypeData, TypeId};

use super::ptx::{self, PtxParam, PtxScanError};
use crate::launch::{ArgValue, Launch};
use crate::outcome::{Elem, Observations, Observed};

/// A launch that cannot be planned.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PlanError {
    /// The launch does not fit the module (the interpreter refuses it the same way).
    #[error("launch: {0}")]
    Launch(String),
    /// The PTX does not fit the module or could not be read.
    #[error("ptx: {0}")]
    Ptx(String),
}

impl From<PtxScanError> for PlanError {
    fn from(e: PtxScanError) -> PlanError {
        PlanError::Ptx(e.to_string())
    }
}

/// A buffer argument: allocated in global memory, filled, observed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlannedBuffer {
    /// The observation name (the launch's name, else the parameter's, else `argN`).
    pub name: String,
    /// Element type, for display and comparison.
    pub elem: Elem,
    /// Initial contents.
    pub bytes: Vec<u8>,
    /// The kernel parameter that receives its address.
    pub param: usize,
}

/// A global variable read back after the launch.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlannedGlobal {
    /// The observation name: `@name`.
    pub observed_as: String,
    /// Its name in the PTX, if the PTX declares it (a global the back end dropped cannot be
    /// read, and is reported as not observable).
    pub ptx_name: Option<String>,
    /// Element type.
    pub elem: Elem,
    /// Size in bytes.
    pub size: u64,
    /// Local linkage in the module (see [`crate::Observed::local`]).
    pub local: bool,
}

/// Everything a GPU launch needs, computed without a GPU.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LaunchPlan {
    /// The entry's PTX name.
    pub kernel: String,
    /// Grid dimensions.
    pub grid: [u32; 3],
    /// Block dimensions.
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory.
    pub shared: u32,
    /// The parameter buffer: parameter `i` at `offsets[i]`, `sizes[i]` bytes.
    pub params: Vec<u8>,
    /// Offset of each parameter in `params` (aligned as the PTX declares).
    pub offsets: Vec<usize>,
    /// Size of each parameter.
    pub sizes: Vec<usize>,
    /// The buffers.
    pub buffers: Vec<PlannedBuffer>,
    /// The globals to read back.
    pub globals: Vec<PlannedGlobal>,
}

fn align_up(x: usize, a: usize) -> usize {
    x.div_ceil(a.max(1)) * a.max(1)
}

/// The parameter buffer of an `.entry` whose parameters have these (size, alignment): each
/// parameter's offset (aligned) and size, and the buffer's size. `Err(k)`: parameter `k` is
/// larger than a buffer may be.
pub(crate) fn layout(params: &[(u64, u64)]) -> Result<(Vec<usize>, Vec<usize>, usize), usize> {
    let mut offsets = Vec::with_capacity(params.len());
    let mut sizes = Vec::with_capacity(params.len());
    let mut end = 0usize;
    for (k, &(size, align)) in params.iter().enumerate() {
        let size = usize::try_from(size)
            .ok()
            .filter(|&s| s <= crate::MAX_BUFFER_BYTES)
            .ok_or(k)?;
        let off = align_up(end, usize::try_from(align).unwrap_or(1));
        offsets.push(off);
        sizes.push(size);
        end = off + size;
    }
    Ok((offsets, sizes, end))
}

impl LaunchPlan {
    /// Plans `launch` of a kernel of `m`, compiled to `ptx`.
    pub fn new(m: &Module, ptx_text: &str, launch: &Launch) -> Result<LaunchPlan, PlanError> {
        let bad = |s: String| Err(PlanError::Launch(s));
        let Some(fid) = m.find_function(&launch.kernel) else {
            return bad(format!("no function @{} in the module", launch.kernel));
        };
        let f = &m.functions[fid];
        if f.body.is_none() {
            return bad(format!(
                "@{} is a declaration, not a definition",
                launch.kernel
            ));
        }
        if f.ret_type(&m.types) != TypeId::VOID {
            return bad(format!(
                "@{} returns a value; a launched function returns void",
                f.name
            ));
        }
        if f.is_vararg(&m.types) {
            return bad(format!("@{} is variadic", f.name));
        }
        let threads = launch.threads_per_block();
        if threads > 1024 || launch.block[2] > 64 {
            return bad(format!(
                "a block of {}x{}x{} (at most 1024 threads, z at most 64)",
                launch.block[0], launch.block[1], launch.block[2]
            ));
        }
        if launch.grid[0] > i32::MAX as u32 || launch.grid[1] > 65535 || launch.grid[2] > 65535 {
            return bad(format!(
                "grid {}x{}x{} (at most 2147483647x65535x65535)",
                launch.grid[0], launch.grid[1], launch.grid[2]
            ));
        }
        if launch.grid.contains(&0) || launch.block.contains(&0) {
            return bad("a dimension of 0".into());
        }
        let Some(kernel) = ptx::ptx_name_of_entry(ptx_text, &f.name) else {
            return Err(PlanError::Ptx(format!(
                "the PTX has no .entry for @{} (entries: {})",
                f.name,
                ptx::entries(ptx_text).join(", ")
            )));
        };
        let ptx_params = ptx::entry_params(ptx_text, &kernel)?;
        let ir_params = f.param_types(&m.types);
        if launch.args.len() != ir_params.len() {
            return bad(format!(
                "@{} takes {} argument{}, the launch gives {}",
                f.name,
                ir_params.len(),
                if ir_params.len() == 1 { "" } else { "s" },
                launch.args.len()
            ));
        }
        if ptx_params.len() != ir_params.len() {
            return Err(PlanError::Ptx(format!(
                ".entry {kernel} has {} parameters, @{} has {}",
                ptx_params.len(),
                f.name,
                ir_params.len()
            )));
        }
        let (offsets, sizes, end) = layout(
            &ptx_params
                .iter()
                .map(|p| (p.size, p.align))
                .collect::<Vec<_>>(),
        )
        .map_err(|k| PlanError::Ptx(format!("parameter {} is too large", ptx_params[k].name)))?;
        let mut plan = LaunchPlan {
            kernel,
            grid: launch.grid,
            block: launch.block,
            shared: launch.shared,
            params: vec![0; end],
            offsets,
            sizes,
            buffers: Vec::new(),
            globals: Vec::new(),
        };
        for (i, ((&pty, arg), pp)) in ir_params
            .iter()
            .zip(&launch.args)
            .zip(&ptx_params)
            .enumerate()
        {
            plan.place(m, f, i, pty, arg, pp)?;
        }
        for g in crate::observed_globals(m) {
            plan.globals.push(PlannedGlobal {
                observed_as: format!("@{}", g.name),
                ptx_name: ptx::ptx_name_of_global(ptx_text, &g.name),
                elem: g.elem,
                size: g.size,
                local: g.local,
            });
        }
        Ok(plan)
    }

    /// Puts argument `i` in its slot.
    fn place(
        &mut self,
        m: &Module,
        f: &seam::ir::Function,
        i: usize,
        pty: TypeId,
        arg: &ArgValue,
        pp: &PtxParam,
    ) -> Result<(), PlanError> {
        let pname = f.params[i].name.as_deref().filter(|s| !s.is_empty());
        let what = match pname {
            Some(n) => format!("argument {} (%{n})", i + 1),
            None => format!("argument {}", i + 1),
        };
        let (off, size) = (self.offsets[i], self.sizes[i]);
        let ptx_size_err = |want: u64| {
            Err(PlanError::Ptx(format!(
                "{what}: the PTX parameter {} has {size} bytes, the IR type needs {want}",
                pp.name
            )))
        };
        if let Some(t) = m.attrs.byval(f.params[i].attrs) {
            let want = m.data_layout().alloc_size(&m.types, t);
            let ArgValue::Buffer { bytes, .. } = arg else {
                return Err(PlanError::Launch(format!(
                    "{what} is byval: give it a buffer of {want} bytes"
                )));
            };
            if bytes.len() as u64 != want {
                return Err(PlanError::Launch(format!(
                    "{what} is byval of {want} bytes; the buffer has {} bytes",
                    bytes.len()
                )));
            }
            if size as u64 != want {
                return ptx_size_err(want);
            }
            self.params[off..off + size].copy_from_slice(bytes);
            return Ok(());
        }
        let scalar = |bits: u64, value: u64, this: &mut LaunchPlan| {
            let need = bits.div_ceil(8);
            if (size as u64) < need || size > 8 {
                return ptx_size_err(need);
            }
            this.params[off..off + size].copy_from_slice(&value.to_le_bytes()[..size]);
            Ok(())
        };
        match (arg, m.types.get(pty)) {
            (ArgValue::Int { bits, value }, TypeData::Int(b)) if bits == b => {
                scalar(u64::from(*b), *value, self)
            }
            (
                ArgValue::Float {
                    double: false,
                    value,
                },
                TypeData::Float,
            ) => scalar(32, value.bits(false), self),
            (
                ArgValue::Float {
                    double: true,
                    value,
                },
                TypeData::Double,
            ) => scalar(64, value.bits(true), self),
            (ArgValue::Null, TypeData::Ptr(_)) => scalar(64, 0, self),
            (ArgValue::Buffer { name, elem, bytes }, TypeData::Ptr(space)) => {
                if !matches!(*space, AddrSpace::GENERIC | AddrSpace::GLOBAL) {
                    return Err(PlanError::Launch(format!(
                        "{what} is {}; a buffer lives in global memory",
                        m.types.display(pty)
                    )));
                }
                let name = name
                    .clone()
                    .or_else(|| pname.map(str::to_owned))
                    .unwrap_or_else(|| format!("arg{i}"));
                if self.buffers.iter().any(|b| b.name == name) {
                    return Err(PlanError::Launch(format!("two buffers named '{name}'")));
                }
                scalar(64, 0, self)?;
                self.buffers.push(PlannedBuffer {
                    name,
                    elem: *elem,
                    bytes: bytes.clone(),
                    param: i,
                });
                Ok(())
            }
            (arg, _) => {
                let given = match arg {
                    ArgValue::Int { bits, .. } => format!("an i{bits}"),
                    ArgValue::Float { double: true, .. } => "a double".into(),
                    ArgValue::Float { double: false, .. } => "a float".into(),
                    ArgValue::Buffer { .. } => "a buffer".into(),
                    ArgValue::Null => "null".into(),
                };
                Err(PlanError::Launch(format!(
                    "{what} has type {}; the launch gives {given}",
                    m.types.display(pty)
                )))
            }
        }
    }

    /// Writes the device address of buffer `b` into its parameter's slot.
    pub fn set_buffer_address(&mut self, b: usize, address: u64) {
        let off = self.offsets[self.buffers[b].param];
        self.params[off..off + 8].copy_from_slice(&address.to_le_bytes());
    }

    /// The observations of a completed launch, from the final bytes of each buffer (in the
    /// plan's order) and of each global (`None`: not observable, left out). Sorted by name, as
    /// the interpreter's are.
    pub fn observations(
        &self,
        buffers: Vec<Vec<u8>>,
        globals: Vec<Option<Vec<u8>>>,
    ) -> Observations {
        let mut entries = Vec::new();
        for (b, bytes) in self.buffers.iter().zip(buffers) {
            entries.push(Observed {
                name: b.name.clone(),
                elem: b.elem,
                bytes,
                unchanged: false,
                local: false,
            });
        }
        for (g, bytes) in self.globals.iter().zip(globals) {
            if let Some(bytes) = bytes {
                // The GPU is compared with the interpreter on the same module, which observes
                // the same globals: whether one kept its initial bytes never matters here.
                entries.push(Observed {
                    name: g.observed_as.clone(),
                    elem: g.elem,
                    bytes,
                    unchanged: false,
                    local: g.local,
                });
            }
        }
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        Observations {
            entries,
            benign_races: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_launch;

    const HEAD: &str = "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n";

    fn module(body: &str) -> Module {
        seam::text::parse_module(&format!("{HEAD}{body}")).unwrap()
    }

    #[test]
    fn lays_out_scalars_buffers_and_byval() {
        let m = module(
            "@total = addrspace(1) global i32 7, align 4\n@ro = addrspace(1) constant i32 1\ndefine ptx_kernel void @k(ptr addrspace(1) %out, i8 %c, ptr byval([3 x i32]) align 4 %s, double %d, ptr %n) {\n  ret void\n}\n",
        );
        let ptx = ".visible .global .align 4 .u32 total = 7;\n.visible .entry k(\n\t.param .u64 k_param_0,\n\t.param .u8 k_param_1,\n\t.param .align 4 .b8 k_param_2[12],\n\t.param .f64 k_param_3,\n\t.param .u64 k_param_4\n)\n{\n\tret;\n}\n";
        let l = parse_launch(
            "@k grid=2 block=3 (i32[4] iota, i8 -1, s=i32[3] {5, 7, 9}, double 1.5, null)",
        )
        .unwrap();
        let mut p = LaunchPlan::new(&m, ptx, &l).unwrap();
        assert_eq!(p.kernel, "k");
        assert_eq!(p.offsets, vec![0, 8, 12, 24, 32]);
        assert_eq!(p.sizes, vec![8, 1, 12, 8, 8]);
        assert_eq!(p.params.len(), 40);
        assert_eq!(p.params[8], 0xff);
        assert_eq!(&p.params[12..24], &[5, 0, 0, 0, 7, 0, 0, 0, 9, 0, 0, 0]);
        assert_eq!(&p.params[24..32], &1.5f64.to_bits().to_le_bytes());
        assert_eq!(p.buffers.len(), 1);
        assert_eq!(p.buffers[0].name, "out");
        assert_eq!(p.buffers[0].param, 0);
        p.set_buffer_address(0, 0x7f00_0000_1234);
        assert_eq!(&p.params[0..8], &0x7f00_0000_1234u64.to_le_bytes());
        assert_eq!(
            p.globals,
            vec![PlannedGlobal {
                observed_as: "@total".into(),
                ptx_name: Some("total".into()),
                elem: Elem::I32,
                size: 4,
                local: false,
            }]
        );
        let o = p.observations(vec![vec![1, 0, 0, 0]], vec![Some(vec![9, 0, 0, 0])]);
        assert_eq!(o.to_string(), "@total: i32[1] = {9}\nout: i32[1] = {1}");
        let o = p.observations(vec![vec![1, 0, 0, 0]], vec![None]);
        assert_eq!(o.to_string(), "out: i32[1] = {1}");
    }

    #[test]
    fn refuses_what_does_not_fit() {
        let m =
            module("define ptx_kernel void @k(ptr addrspace(1) %out, i32 %x) {\n  ret void\n}\n");
        let ptx = ".visible .entry k(\n\t.param .u64 k_param_0,\n\t.param .u32 k_param_1\n)\n{\n\tret;\n}\n";
        for (spec, want) in [
            ("@q (null, i32 1)", "no function @q"),
            ("@k (null)", "takes 2 arguments, the launch gives 1"),
            (
                "@k (i32 1, i32 1)",
                "argument 1 (%out) has type ptr addrspace(1); the launch gives an i32",
            ),
            ("@k (null, float 1.0)", "the launch gives a float"),
            ("@k block=2048 (null, i32 1)", "at most 1024"),
            ("@k (a=i8[1] zero, i64 1)", "the launch gives an i64"),
        ] {
            let e = LaunchPlan::new(&m, ptx, &parse_launch(spec).unwrap()).unwrap_err();
            assert!(e.to_string().contains(want), "{spec}: {e}");
        }
        let short = ".visible .entry k(\n\t.param .u64 k_param_0\n)\n{\n\tret;\n}\n";
        let e = LaunchPlan::new(&m, short, &parse_launch("@k (null, i32 1)").unwrap()).unwrap_err();
        assert!(e.to_string().contains("has 1 parameters, @k has 2"), "{e}");
        let e = LaunchPlan::new(&m, "", &parse_launch("@k (null, i32 1)").unwrap()).unwrap_err();
        assert!(e.to_string().contains("no .entry for @k"), "{e}");
    }
}
