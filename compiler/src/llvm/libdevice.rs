//! libdevice for the IR interpreter: the `__nv_*` functions a module declares, taken from
//! libdevice's own IR and linked into a copy of the module, so that the IR interpreter runs
//! the same math the PTX interpreter runs in LLVM's code (`docs/semantics.md`, "Calls").
//!
//! LLVM 19 reads libdevice's bitcode and links it into a stub that declares the functions the
//! module calls, exactly as code generation links it in (`job::link_library`: definitions made
//! `linkonce_odr`, what nothing calls dropped); `__nvvm_reflect` is answered as the back end's
//! NVVMReflect answers it for the target (`__CUDA_FTZ` from the module's `nvvm-reflect-ftz`
//! flag, `__CUDA_ARCH` the SM times 10), and `instsimplify,simplifycfg,globaldce` drop the
//! branches not taken (the flush-to-zero variants) and what they called. seam's importer reads
//! LLVM's text of the result and seam's linker links it into a copy of the module.
//!
//! The result is cached per process by the set of functions, the flag and the SM, so each set
//! costs one LLVM job. A function whose IR seam cannot import (an intrinsic outside the
//! subset) makes the whole set fail: the module is then observed as PTX.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::CodegenOptions;
use super::job::{Emit, Input};
use crate::ir::{ConstData, MdOperand, Module};

/// Why libdevice could not be linked into a module.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("libdevice: {0}")]
pub struct LibdeviceError(pub String);

/// The passes that drop what `__nvvm_reflect`'s answers made dead.
const CLEANUP: &str = "function(instsimplify,simplifycfg),globaldce";

/// The value of `m`'s module flag `nvvm-reflect-ftz` (0 without it).
fn reflect_ftz(m: &Module) -> u64 {
    let Some(flags) = m.named_md.iter().find(|n| n.name == "llvm.module.flags") else {
        return 0;
    };
    for &id in &flags.nodes {
        let ops = &m.md[id].ops;
        if matches!(ops.get(1), Some(MdOperand::String(s)) if &**s == "nvvm-reflect-ftz")
            && let Some(MdOperand::Value(c)) = ops.get(2)
            && m.consts.is_valid(*c)
            && let ConstData::Int { bits, .. } = m.consts.get(*c)
        {
            return *bits;
        }
    }
    0
}

/// The `__nv_*` functions `m` declares without defining: their `declare` lines, sorted.
fn declarations(m: &Module) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = m
        .functions
        .values()
        .filter(|f| f.body.is_none() && f.name.starts_with("__nv_"))
        .filter_map(|f| {
            let (ret, params, _) = m.types.func_parts(f.ty)?;
            let params: Vec<String> = params.iter().map(|&t| m.types.display(t)).collect();
            let name = crate::ir::names::display_name('@', &f.name);
            Some((
                format!(
                    "declare {} {name}({})",
                    m.types.display(ret),
                    params.join(", ")
                ),
                name,
            ))
        })
        .collect();
    out.sort();
    out
}

type Cache = HashMap<String, Result<Arc<Module>, LibdeviceError>>;

/// libdevice's definitions of the `__nv_*` functions `m` declares (and what they call), as a
/// verified seam module; `Ok(None)` when `m` declares none.
pub fn libdevice_for(
    m: &Module,
    opts: &CodegenOptions,
) -> Result<Option<Arc<Module>>, LibdeviceError> {
    let decls = declarations(m);
    if decls.is_empty() {
        return Ok(None);
    }
    let ftz = reflect_ftz(m);
    let key = format!(
        "{}\n{ftz}\n{}",
        opts.sm,
        decls
            .iter()
            .map(|d| d.0.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(r) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return r.clone().map(Some);
    }
    let r = build(&decls, ftz, opts).map(Arc::new);
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, r.clone());
    r.map(Some)
}

/// The stub's `@llvm.used` keeps the functions through `globaldce`; it is dropped once read.
const USED: &str = "llvm.used";

fn build(
    decls: &[(String, String)],
    ftz: u64,
    opts: &CodegenOptions,
) -> Result<Module, LibdeviceError> {
    let path = opts
        .libdevice
        .as_ref()
        .ok_or_else(|| LibdeviceError("not found (no toolkit, no $SEAM_LIBDEVICE)".into()))?;
    let bc = super::libdevice_bytes(path).map_err(|e| LibdeviceError(e.to_string()))?;
    let used: Vec<String> = decls.iter().map(|d| format!("ptr {}", d.1)).collect();
    let stub = format!(
        "target triple = \"{}\"\n@{USED} = appending global [{} x ptr] [{}], section \"llvm.metadata\"\n{}\n",
        super::NVPTX_TRIPLE,
        used.len(),
        used.join(", "),
        decls
            .iter()
            .map(|d| d.0.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    let mut job = opts
        .job(Input::Text(&stub), Some(CLEANUP), Emit::Ir)
        .map_err(|e| LibdeviceError(e.to_string()))?;
    job.link = Some(bc.as_slice());
    job.reflect = Some(ftz);
    let text = job.run().map_err(|e| LibdeviceError(e.to_string()))?;
    let mut lib = crate::text::parse_module(&text)
        .map_err(|e| LibdeviceError(format!("seam cannot read its IR: {e}")))?;
    if let Some(g) = lib.find_global(USED) {
        lib.remove_global(g);
    }
    crate::verify::verify_module(&lib)
        .map_err(|e| LibdeviceError(format!("seam's verifier rejects its IR: {e}")))?;
    Ok(lib)
}

/// A copy of `m` with libdevice's definitions of the `__nv_*` functions it declares linked in
/// (seam's linker, verified): what the IR interpreter runs. `Ok(None)` when `m` declares none.
pub fn link_libdevice(m: &Module, opts: &CodegenOptions) -> Result<Option<Module>, LibdeviceError> {
    let Some(lib) = libdevice_for(m, opts)? else {
        return Ok(None);
    };
    let linked = crate::link::link_modules(vec![
        crate::link::LinkInput {
            name: "module".into(),
            module: m.clone(),
        },
        crate::link::LinkInput {
            name: "libdevice".into(),
            module: (*lib).clone(),
        },
    ])
    .map_err(|e| LibdeviceError(format!("linking: {e}")))?;
    crate::verify::verify_module(&linked.module)
        .map_err(|e| LibdeviceError(format!("the linked module does not verify: {e}")))?;
    Ok(Some(linked.module))
}
