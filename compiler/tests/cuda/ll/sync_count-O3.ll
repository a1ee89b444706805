; ModuleID = 'sync_count.cu'
source_filename = "sync_count.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10sync_countE5ready = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sync_count(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %4
  %9 = icmp eq i32 %4, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %3
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ10sync_countE5ready to ptr), align 4, !tbaa !5
  br label %11

11:                                               ; preds = %10, %3
  tail call void @llvm.nvvm.barrier0()
  %12 = sext i32 %8 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !5
  %15 = icmp sgt i32 %14, 5
  %16 = zext i1 %15 to i32
  %17 = tail call noundef i32 @llvm.nvvm.barrier0.popc(i32 %16)
  %18 = icmp sgt i32 %14, -1
  %19 = zext i1 %18 to i32
  %20 = tail call noundef i32 @llvm.nvvm.barrier0.and(i32 %19)
  %21 = icmp eq i32 %14, 7
  %22 = zext i1 %21 to i32
  %23 = tail call noundef i32 @llvm.nvvm.barrier0.or(i32 %22)
  br i1 %9, label %24, label %25

24:                                               ; preds = %11
  store i32 %17, ptr addrspacecast (ptr addrspace(3) @_ZZ10sync_countE5ready to ptr), align 4, !tbaa !5
  tail call void @llvm.nvvm.membar.cta()
  br label %25

25:                                               ; preds = %24, %11
  tail call void @llvm.nvvm.barrier0()
  %26 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ10sync_countE5ready to ptr), align 4, !tbaa !5
  %27 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %26, ptr %27, align 4, !tbaa !5
  %28 = icmp ne i32 %20, 0
  %29 = zext i1 %28 to i32
  %30 = icmp eq i32 %23, 0
  %31 = select i1 %30, i32 0, i32 2
  %32 = or disjoint i32 %31, %29
  %33 = getelementptr inbounds i32, ptr %2, i64 %12
  store i32 %32, ptr %33, align 4, !tbaa !5
  tail call void @llvm.nvvm.membar.gl()
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #1

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @sync_count, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
