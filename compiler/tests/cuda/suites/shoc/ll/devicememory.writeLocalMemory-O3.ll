; ModuleID = 'devicememory.writeLocalMemory.cu'
source_filename = "devicememory.writeLocalMemory.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16writeLocalMemoryPfiiE4lbuf = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16writeLocalMemoryPfii(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %4
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %81

10:                                               ; preds = %3
  %11 = sitofp i32 %8 to float
  br label %12

12:                                               ; preds = %10, %12
  %13 = phi i32 [ %4, %10 ], [ %78, %12 ]
  %14 = phi i32 [ 0, %10 ], [ %79, %12 ]
  %15 = zext nneg i32 %13 to i64
  %16 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %15
  store float %11, ptr %16, align 4, !tbaa !5
  %17 = add nuw nsw i32 %13, 1
  %18 = and i32 %17, 2047
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %19
  store float %11, ptr %20, align 4, !tbaa !5
  %21 = add nuw nsw i32 %13, 2
  %22 = and i32 %21, 2047
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %23
  store float %11, ptr %24, align 4, !tbaa !5
  %25 = add nuw nsw i32 %13, 3
  %26 = and i32 %25, 2047
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %27
  store float %11, ptr %28, align 4, !tbaa !5
  %29 = add nuw nsw i32 %13, 4
  %30 = and i32 %29, 2047
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %31
  store float %11, ptr %32, align 4, !tbaa !5
  %33 = add nuw nsw i32 %13, 5
  %34 = and i32 %33, 2047
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %35
  store float %11, ptr %36, align 4, !tbaa !5
  %37 = add nuw nsw i32 %13, 6
  %38 = and i32 %37, 2047
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %39
  store float %11, ptr %40, align 4, !tbaa !5
  %41 = add nuw nsw i32 %13, 7
  %42 = and i32 %41, 2047
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %43
  store float %11, ptr %44, align 4, !tbaa !5
  %45 = add nuw nsw i32 %13, 8
  %46 = and i32 %45, 2047
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %47
  store float %11, ptr %48, align 4, !tbaa !5
  %49 = add nuw nsw i32 %13, 9
  %50 = and i32 %49, 2047
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %51
  store float %11, ptr %52, align 4, !tbaa !5
  %53 = add nuw nsw i32 %13, 10
  %54 = and i32 %53, 2047
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %55
  store float %11, ptr %56, align 4, !tbaa !5
  %57 = add nuw nsw i32 %13, 11
  %58 = and i32 %57, 2047
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %59
  store float %11, ptr %60, align 4, !tbaa !5
  %61 = add nuw nsw i32 %13, 12
  %62 = and i32 %61, 2047
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %63
  store float %11, ptr %64, align 4, !tbaa !5
  %65 = add nuw nsw i32 %13, 13
  %66 = and i32 %65, 2047
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %67
  store float %11, ptr %68, align 4, !tbaa !5
  %69 = add nuw nsw i32 %13, 14
  %70 = and i32 %69, 2047
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %71
  store float %11, ptr %72, align 4, !tbaa !5
  %73 = add nuw nsw i32 %13, 15
  %74 = and i32 %73, 2047
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %75
  store float %11, ptr %76, align 4, !tbaa !5
  %77 = add nuw nsw i32 %13, 16
  %78 = and i32 %77, 2047
  %79 = add nuw nsw i32 %14, 1
  %80 = icmp eq i32 %79, %2
  br i1 %80, label %81, label %12, !llvm.loop !9

81:                                               ; preds = %12, %3
  tail call void @llvm.nvvm.barrier0()
  %82 = zext nneg i32 %4 to i64
  %83 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16writeLocalMemoryPfiiE4lbuf to ptr), i64 0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !5
  %85 = sext i32 %8 to i64
  %86 = getelementptr inbounds float, ptr %0, i64 %85
  store float %84, ptr %86, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z16writeLocalMemoryPfii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
