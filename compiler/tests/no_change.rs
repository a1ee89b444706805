//! Every registered pass, on small modules: it says it changed the module exactly when the
//! module's text changed. The campaign checks both directions on every generated case; this
//! checks them on modules where most passes have nothing to do, which generated cases rarely
//! are (a pass that changed nothing must not say it did).

const MODULES: &[&str] = &[
    r#"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}
"#,
    r#"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}
"#,
];

#[test]
fn every_pass_says_it_changed_exactly_what_it_changed() {
    let mut unchanged = 0;
    for text in MODULES {
        for info in seam::passes::REGISTRY {
            let mut m = seam::text::parse_module(text).unwrap();
            let before = seam::text::print_module(&m);
            if let Some(refuses) = info.refuses
                && refuses(&m, &[]).is_err()
            {
                continue;
            }
            let mut remarks = Vec::new();
            let Ok(changed) = (info.run)(&mut m, &[], &mut remarks) else {
                continue;
            };
            let same = before == seam::text::print_module(&m);
            assert_eq!(
                changed,
                !same,
                "{} says changed={changed}, the text {}\n{text}",
                info.name,
                if same { "is the same" } else { "changed" }
            );
            unchanged += usize::from(same);
        }
    }
    // Most passes have nothing to do here: the side generated cases rarely reach.
    assert!(unchanged >= 20, "{unchanged} runs left the text as it was");
}
