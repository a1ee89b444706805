; ModuleID = 'devicememory.readLocalMemory.cu'
source_filename = "devicememory.readLocalMemory.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15readLocalMemoryPKfPfiiE4lbuf = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15readLocalMemoryPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = trunc nuw nsw i32 %6 to i16
  %9 = udiv i16 2048, %8
  %10 = zext nneg i16 %9 to i32
  %11 = mul i32 %6, %7
  %12 = mul nuw nsw i32 %5, %10
  %13 = add nsw i32 %12, %11
  %14 = sub nsw i32 %2, %13
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %26, %4
  %17 = phi i32 [ 0, %4 ], [ %35, %26 ]
  %18 = icmp ult i32 %17, %10
  br i1 %18, label %19, label %57

19:                                               ; preds = %16
  %20 = sub i32 %10, %17
  %21 = and i32 %20, 7
  %22 = sub i32 %17, %10
  %23 = icmp ugt i32 %22, -8
  br i1 %23, label %39, label %24

24:                                               ; preds = %19
  %25 = and i32 %20, -8
  br label %59

26:                                               ; preds = %4, %26
  %27 = phi i32 [ %35, %26 ], [ 0, %4 ]
  %28 = add nsw i32 %27, %13
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = add nuw nsw i32 %27, %12
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %33
  store float %31, ptr %34, align 4, !tbaa !5
  %35 = add nuw nsw i32 %27, 1
  %36 = icmp ult i32 %35, %10
  %37 = icmp slt i32 %35, %14
  %38 = and i1 %36, %37
  br i1 %38, label %26, label %16, !llvm.loop !9

39:                                               ; preds = %59, %19
  %40 = phi i32 [ %17, %19 ], [ %125, %59 ]
  %41 = phi i32 [ 0, %19 ], [ %126, %59 ]
  %42 = icmp eq i32 %21, 0
  br i1 %42, label %57, label %43

43:                                               ; preds = %39, %43
  %44 = phi i32 [ %53, %43 ], [ %40, %39 ]
  %45 = phi i32 [ %54, %43 ], [ %41, %39 ]
  %46 = phi i32 [ %55, %43 ], [ 0, %39 ]
  %47 = zext nneg i32 %45 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !5
  %50 = add nuw nsw i32 %44, %12
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %51
  store float %49, ptr %52, align 4, !tbaa !5
  %53 = add nuw nsw i32 %44, 1
  %54 = add nuw nsw i32 %45, 1
  %55 = add i32 %46, 1
  %56 = icmp eq i32 %55, %21
  br i1 %56, label %57, label %43, !llvm.loop !11

57:                                               ; preds = %39, %43, %16
  tail call void @llvm.nvvm.barrier0()
  %58 = icmp sgt i32 %3, 0
  br i1 %58, label %129, label %231

59:                                               ; preds = %59, %24
  %60 = phi i32 [ %17, %24 ], [ %125, %59 ]
  %61 = phi i32 [ 0, %24 ], [ %126, %59 ]
  %62 = phi i32 [ 0, %24 ], [ %127, %59 ]
  %63 = zext nneg i32 %61 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !5
  %66 = add nuw nsw i32 %60, %12
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %67
  store float %65, ptr %68, align 4, !tbaa !5
  %69 = add nuw nsw i32 %60, 1
  %70 = or disjoint i32 %61, 1
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !5
  %74 = add nuw nsw i32 %69, %12
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %75
  store float %73, ptr %76, align 4, !tbaa !5
  %77 = add nuw nsw i32 %60, 2
  %78 = or disjoint i32 %61, 2
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %0, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !5
  %82 = add nuw nsw i32 %77, %12
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %83
  store float %81, ptr %84, align 4, !tbaa !5
  %85 = add nuw nsw i32 %60, 3
  %86 = or disjoint i32 %61, 3
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds float, ptr %0, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !5
  %90 = add nuw nsw i32 %85, %12
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %91
  store float %89, ptr %92, align 4, !tbaa !5
  %93 = add nuw nsw i32 %60, 4
  %94 = or disjoint i32 %61, 4
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %0, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !5
  %98 = add nuw nsw i32 %93, %12
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %99
  store float %97, ptr %100, align 4, !tbaa !5
  %101 = add nuw nsw i32 %60, 5
  %102 = or disjoint i32 %61, 5
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %0, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !5
  %106 = add nuw nsw i32 %101, %12
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %107
  store float %105, ptr %108, align 4, !tbaa !5
  %109 = add nuw nsw i32 %60, 6
  %110 = or disjoint i32 %61, 6
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %0, i64 %111
  %113 = load float, ptr %112, align 4, !tbaa !5
  %114 = add nuw nsw i32 %109, %12
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %115
  store float %113, ptr %116, align 4, !tbaa !5
  %117 = add nuw nsw i32 %60, 7
  %118 = or disjoint i32 %61, 7
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %0, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !5
  %122 = add nuw nsw i32 %117, %12
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %123
  store float %121, ptr %124, align 4, !tbaa !5
  %125 = add nuw nsw i32 %60, 8
  %126 = add nuw nsw i32 %61, 8
  %127 = add i32 %62, 8
  %128 = icmp eq i32 %127, %25
  br i1 %128, label %39, label %59, !llvm.loop !13

129:                                              ; preds = %57, %129
  %130 = phi i32 [ %229, %129 ], [ 0, %57 ]
  %131 = phi float [ %226, %129 ], [ 0.000000e+00, %57 ]
  %132 = phi i32 [ %228, %129 ], [ %5, %57 ]
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !5
  %136 = add nuw nsw i32 %132, 1
  %137 = and i32 %136, 2047
  %138 = zext nneg i32 %137 to i64
  %139 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !5
  %141 = add nuw nsw i32 %132, 2
  %142 = and i32 %141, 2047
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !5
  %146 = add nuw nsw i32 %132, 3
  %147 = and i32 %146, 2047
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !5
  %151 = add nuw nsw i32 %132, 4
  %152 = and i32 %151, 2047
  %153 = zext nneg i32 %152 to i64
  %154 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !5
  %156 = add nuw nsw i32 %132, 5
  %157 = and i32 %156, 2047
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %158
  %160 = load float, ptr %159, align 4, !tbaa !5
  %161 = add nuw nsw i32 %132, 6
  %162 = and i32 %161, 2047
  %163 = zext nneg i32 %162 to i64
  %164 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %163
  %165 = load float, ptr %164, align 4, !tbaa !5
  %166 = add nuw nsw i32 %132, 7
  %167 = and i32 %166, 2047
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %168
  %170 = load float, ptr %169, align 4, !tbaa !5
  %171 = add nuw nsw i32 %132, 8
  %172 = and i32 %171, 2047
  %173 = zext nneg i32 %172 to i64
  %174 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %173
  %175 = load float, ptr %174, align 4, !tbaa !5
  %176 = add nuw nsw i32 %132, 9
  %177 = and i32 %176, 2047
  %178 = zext nneg i32 %177 to i64
  %179 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %178
  %180 = load float, ptr %179, align 4, !tbaa !5
  %181 = add nuw nsw i32 %132, 10
  %182 = and i32 %181, 2047
  %183 = zext nneg i32 %182 to i64
  %184 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %183
  %185 = load float, ptr %184, align 4, !tbaa !5
  %186 = add nuw nsw i32 %132, 11
  %187 = and i32 %186, 2047
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %188
  %190 = load float, ptr %189, align 4, !tbaa !5
  %191 = add nuw nsw i32 %132, 12
  %192 = and i32 %191, 2047
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !5
  %196 = add nuw nsw i32 %132, 13
  %197 = and i32 %196, 2047
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %198
  %200 = load float, ptr %199, align 4, !tbaa !5
  %201 = add nuw nsw i32 %132, 14
  %202 = and i32 %201, 2047
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %203
  %205 = load float, ptr %204, align 4, !tbaa !5
  %206 = add nuw nsw i32 %132, 15
  %207 = and i32 %206, 2047
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr inbounds [2048 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15readLocalMemoryPKfPfiiE4lbuf to ptr), i64 0, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !5
  %211 = fadd contract float %135, %140
  %212 = fadd contract float %211, %145
  %213 = fadd contract float %212, %150
  %214 = fadd contract float %213, %155
  %215 = fadd contract float %214, %160
  %216 = fadd contract float %215, %165
  %217 = fadd contract float %216, %170
  %218 = fadd contract float %217, %175
  %219 = fadd contract float %218, %180
  %220 = fadd contract float %219, %185
  %221 = fadd contract float %220, %190
  %222 = fadd contract float %221, %195
  %223 = fadd contract float %222, %200
  %224 = fadd contract float %223, %205
  %225 = fadd contract float %224, %210
  %226 = fadd contract float %131, %225
  %227 = add nuw nsw i32 %132, 16
  %228 = and i32 %227, 2047
  %229 = add nuw nsw i32 %130, 1
  %230 = icmp eq i32 %229, %3
  br i1 %230, label %231, label %129, !llvm.loop !14

231:                                              ; preds = %129, %57
  %232 = phi float [ 0.000000e+00, %57 ], [ %226, %129 ]
  %233 = add i32 %11, %5
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds float, ptr %1, i64 %234
  store float %232, ptr %235, align 4, !tbaa !5
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

!0 = !{ptr @_Z15readLocalMemoryPKfPfii, !"kernel", i32 1}
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
