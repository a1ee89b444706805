; ModuleID = 'inline_asm.cu'
source_filename = "inline_asm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10inline_asmPKjS0_PjS1_S1_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = or disjoint i32 %11, 1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr %1, i64 %12
  %20 = load i32, ptr %19, align 4, !tbaa !5
  %21 = getelementptr inbounds i32, ptr %1, i64 %16
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = tail call { i32, i32 } asm "add.cc.u32 $0, $2, $3;\0A\09addc.u32 $1, $4, $5;", "=r,=r,r,r,r,r"(i32 %14, i32 %20, i32 %18, i32 %22) #2, !srcloc !9
  %24 = extractvalue { i32, i32 } %23, 0
  %25 = extractvalue { i32, i32 } %23, 1
  %26 = getelementptr inbounds i32, ptr %2, i64 %12
  store i32 %24, ptr %26, align 4, !tbaa !5
  %27 = getelementptr inbounds i32, ptr %2, i64 %16
  store i32 %25, ptr %27, align 4, !tbaa !5
  %28 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #2, !srcloc !10
  %29 = sext i32 %10 to i64
  %30 = getelementptr inbounds i32, ptr %3, i64 %29
  store i32 %28, ptr %30, align 4, !tbaa !5
  %31 = load i32, ptr %13, align 4, !tbaa !5
  %32 = load i32, ptr %19, align 4, !tbaa !5
  %33 = and i32 %10, 3
  %34 = mul nuw nsw i32 %33, 4369
  %35 = add nuw nsw i32 %34, 12816
  %36 = tail call noundef i32 asm "prmt.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %31, i32 %32, i32 %35) #2, !srcloc !11
  %37 = getelementptr inbounds i32, ptr %4, i64 %29
  store i32 %36, ptr %37, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z10inline_asmPKjS0_PjS1_S1_, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i64 354, i64 379}
!10 = !{i64 41865}
!11 = !{i64 601}
