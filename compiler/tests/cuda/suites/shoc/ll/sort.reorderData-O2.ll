; ModuleID = 'sort.reorderData.cu'
source_filename = "sort.reorderData.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 = internal unnamed_addr addrspace(3) global [256 x <2 x i32>] undef, align 8
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 = internal unnamed_addr addrspace(3) global [256 x <2 x i32>] undef, align 8
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11reorderDatajPjS_PDv2_jS1_S_S_S_j(i32 noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, ptr nocapture noundef readonly %6, ptr nocapture noundef readnone %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %11, %10
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds <2 x i32>, ptr %3, i64 %15
  %17 = load <2 x i32>, ptr %16, align 8, !tbaa !5
  %18 = zext nneg i32 %13 to i64
  %19 = getelementptr inbounds [256 x <2 x i32>], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 to ptr), i64 0, i64 %18
  store <2 x i32> %17, ptr %19, align 8, !tbaa !5
  %20 = getelementptr inbounds <2 x i32>, ptr %4, i64 %15
  %21 = load <2 x i32>, ptr %20, align 8, !tbaa !5
  %22 = getelementptr inbounds [256 x <2 x i32>], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 to ptr), i64 0, i64 %18
  store <2 x i32> %21, ptr %22, align 8, !tbaa !5
  %23 = icmp ult i32 %13, 16
  br i1 %23, label %24, label %37

24:                                               ; preds = %9
  %25 = mul i32 %13, %8
  %26 = add i32 %25, %11
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %6, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !8
  %30 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %18
  store i32 %29, ptr %30, align 4, !tbaa !8
  %31 = shl i32 %11, 4
  %32 = or disjoint i32 %31, %13
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %5, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !8
  %36 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %18
  store i32 %35, ptr %36, align 4, !tbaa !8
  br label %37

37:                                               ; preds = %24, %9
  tail call void @llvm.nvvm.barrier0()
  %38 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 to ptr), i64 %18
  %39 = load i32, ptr %38, align 4, !tbaa !8
  %40 = lshr i32 %39, %0
  %41 = and i32 %40, 15
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !8
  %45 = add i32 %44, %13
  %46 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %42
  %47 = load i32, ptr %46, align 4, !tbaa !8
  %48 = sub i32 %45, %47
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %1, i64 %49
  store i32 %39, ptr %50, align 4, !tbaa !8
  %51 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 to ptr), i64 %18
  %52 = load i32, ptr %51, align 4, !tbaa !8
  %53 = getelementptr inbounds i32, ptr %2, i64 %49
  store i32 %52, ptr %53, align 4, !tbaa !8
  %54 = add nuw nsw i32 %13, %10
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE6sKeys2 to ptr), i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !8
  %58 = lshr i32 %57, %0
  %59 = and i32 %58, 15
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sOffsets to ptr), i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !8
  %63 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE13sBlockOffsets to ptr), i64 0, i64 %60
  %64 = load i32, ptr %63, align 4, !tbaa !8
  %65 = add i32 %54, %62
  %66 = sub i32 %65, %64
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %1, i64 %67
  store i32 %57, ptr %68, align 4, !tbaa !8
  %69 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11reorderDatajPjS_PDv2_jS1_S_S_S_jE8sValues2 to ptr), i64 %55
  %70 = load i32, ptr %69, align 4, !tbaa !8
  %71 = getelementptr inbounds i32, ptr %2, i64 %67
  store i32 %70, ptr %71, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z11reorderDatajPjS_PDv2_jS1_S_S_S_j, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
