//! Preparing a launch: the launch checked against the kernel, globals and buffers allocated,
//! the kernel's parameter values computed.

use super::*;

impl Machine<'_> {
    /// Checks the launch against the kernel, allocates globals and buffers, and computes the
    /// kernel's parameter values.
    #[allow(clippy::type_complexity)]
    pub(super) fn prepare(
        &mut self,
        launch: &Launch,
    ) -> Result<(u32, Vec<KernelArg>, Vec<(u32, String, Elem)>), InterpError> {
        let m = self.m;
        let fid = m.find_function(&launch.kernel).ok_or_else(|| {
            InterpError::Launch(format!("no function @{} in the module", launch.kernel))
        })?;
        let f = &m.functions[fid];
        let Some(cf) = self.prog.funcs[fid.index()].as_ref() else {
            return Err(InterpError::Launch(format!(
                "@{} is a declaration, not a definition",
                launch.kernel
            )));
        };
        // A kernel that returns a value (LLVM 19 accepts one) runs; the value is dropped. Any
        // other function launched must return void.
        if f.ret_type(&m.types) != seam::ir::TypeId::VOID && !m.is_kernel(fid) {
            return Err(InterpError::Launch(format!(
                "@{} returns a value; a launched function returns void (a kernel may return one, \
                 which the launch drops)",
                f.name
            )));
        }
        if f.is_vararg(&m.types) {
            return Err(InterpError::Launch(format!("@{} is variadic", f.name)));
        }
        let threads = launch.threads_per_block();
        if threads > 1024 {
            return Err(InterpError::Launch(format!(
                "a block of {}x{}x{} = {threads} threads (at most 1024)",
                launch.block[0], launch.block[1], launch.block[2]
            )));
        }
        if launch.block[2] > 64 {
            return Err(InterpError::Launch(format!(
                "block z dimension {} (at most 64)",
                launch.block[2]
            )));
        }
        if launch.grid[0] > i32::MAX as u32 || launch.grid[1] > 65535 || launch.grid[2] > 65535 {
            return Err(InterpError::Launch(format!(
                "grid {}x{}x{} (at most 2147483647x65535x65535)",
                launch.grid[0], launch.grid[1], launch.grid[2]
            )));
        }
        if launch.grid.contains(&0) || launch.block.contains(&0) {
            return Err(InterpError::Launch("a dimension of 0".into()));
        }
        let params = f.param_types(&m.types);
        if launch.args.len() != params.len() {
            return Err(InterpError::Launch(format!(
                "@{} takes {} argument{}, the launch gives {}",
                f.name,
                params.len(),
                if params.len() == 1 { "" } else { "s" },
                launch.args.len()
            )));
        }
        // Allocation 0 is null; globals are 1..=G.
        self.allocs
            .push(Alloc::new(AddrSpace::GENERIC, AllocKind::None, 0, false));
        self.allocs[0].live = false;
        for g in &self.prog.globals {
            let track = !g.readonly;
            let size = if g.dynamic {
                u64::from(launch.shared)
            } else {
                g.size
            };
            self.charge(Alloc::footprint_of(size, track))?;
            let mut a = Alloc::new(
                g.space,
                AllocKind::Global(g.name.clone()),
                size as usize,
                track,
            );
            a.readonly = g.readonly;
            init_global(&mut a, &g.init);
            self.allocs.push(a);
        }
        let mut args = Vec::with_capacity(params.len());
        let mut buffers = Vec::new();
        for (i, (&pty, arg)) in params.iter().zip(&launch.args).enumerate() {
            let pname = f.params[i].name.as_deref().filter(|s| !s.is_empty());
            let what = || match pname {
                Some(n) => format!("argument {} (%{n})", i + 1),
                None => format!("argument {}", i + 1),
            };
            let ty_text = m.types.display(pty);
            let p = cf.params[i];
            if let Some((size, align)) = p.byval {
                let ArgValue::Buffer { bytes, .. } = arg else {
                    return Err(InterpError::Launch(format!(
                        "{} is byval: give it a buffer of {size} bytes",
                        what()
                    )));
                };
                if bytes.len() as u64 != size {
                    return Err(InterpError::Launch(format!(
                        "{} is byval of {size} bytes; the buffer has {} bytes",
                        what(),
                        bytes.len()
                    )));
                }
                args.push(KernelArg::ByVal {
                    bytes: bytes.clone(),
                    align,
                });
                continue;
            }
            let reg = match (arg, m.types.get(pty)) {
                (ArgValue::Int { bits, value }, TypeData::Int(b)) if *bits == *b => {
                    Reg::val(*value)
                }
                (
                    ArgValue::Float {
                        double: false,
                        value,
                    },
                    TypeData::Float,
                ) => Reg::val(value.bits(false)),
                (
                    ArgValue::Float {
                        double: true,
                        value,
                    },
                    TypeData::Double,
                ) => Reg::val(value.bits(true)),
                (ArgValue::Null, TypeData::Ptr(_)) => Reg::val(0),
                (ArgValue::Buffer { name, elem, bytes }, TypeData::Ptr(space)) => {
                    if !matches!(*space, AddrSpace::GENERIC | AddrSpace::GLOBAL) {
                        return Err(InterpError::Launch(format!(
                            "{} is {ty_text}; a buffer lives in global memory",
                            what()
                        )));
                    }
                    let name = name
                        .clone()
                        .or_else(|| pname.map(str::to_owned))
                        .unwrap_or_else(|| format!("arg{i}"));
                    if buffers.iter().any(|(_, n, _)| *n == name) {
                        return Err(InterpError::Launch(format!("two buffers named '{name}'")));
                    }
                    self.charge(Alloc::footprint_of(bytes.len() as u64, true))?;
                    let mut a = Alloc::new(
                        AddrSpace::GLOBAL,
                        AllocKind::Buffer(name.clone()),
                        bytes.len(),
                        true,
                    );
                    a.data.copy_from_slice(bytes);
                    a.set_init_range(0, bytes.len(), true);
                    let id = self.allocs.len() as u32;
                    self.allocs.push(a);
                    buffers.push((id, name, *elem));
                    Reg::val(addr(id, 0))
                }
                (arg, _) => {
                    let given = match arg {
                        ArgValue::Int { bits, .. } => &format!("an i{bits}"),
                        ArgValue::Float { double: true, .. } => "a double",
                        ArgValue::Float { double: false, .. } => "a float",
                        ArgValue::Buffer { .. } => "a buffer",
                        ArgValue::Null => "null",
                    };
                    let hint = if matches!(
                        m.types.get(pty),
                        TypeData::Ptr(_) | TypeData::Int(_) | TypeData::Float | TypeData::Double
                    ) {
                        ""
                    } else {
                        " (a launch passes scalars, pointers and byval aggregates)"
                    };
                    return Err(InterpError::Launch(format!(
                        "{} has type {ty_text}; the launch gives {given}{hint}",
                        what()
                    )));
                }
            };
            args.push(KernelArg::Regs(vec![reg]));
        }
        Ok((fid.index() as u32, args, buffers))
    }
}
