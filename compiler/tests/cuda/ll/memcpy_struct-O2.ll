; ModuleID = 'memcpy_struct.cu'
source_filename = "memcpy_struct.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Record = type { i32, [14 x i32], float }

@_ZZ7recordsPK6RecordPS_PiiE5stage = internal unnamed_addr addrspace(3) global [32 x %struct.Record] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7recordsPK6RecordPS_Pii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [16 x i32], align 4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = add i32 %9, %6
  %11 = icmp slt i32 %10, %3
  %12 = add nsw i32 %3, -1
  %13 = select i1 %11, i32 %10, i32 %12
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.Record, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %15, i64 4
  %18 = getelementptr inbounds i8, ptr %15, i64 60
  %19 = load float, ptr %18, align 4, !tbaa !9
  %20 = xor i32 %16, 1
  %21 = fmul float %19, 2.000000e+00
  %22 = zext nneg i32 %6 to i64
  %23 = getelementptr inbounds [32 x %struct.Record], ptr addrspacecast (ptr addrspace(3) @_ZZ7recordsPK6RecordPS_PiiE5stage to ptr), i64 0, i64 %22
  store i32 %20, ptr %23, align 4, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %23, i64 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(56) %24, ptr noundef nonnull align 4 dereferenceable(56) %17, i64 56, i1 false)
  %25 = getelementptr inbounds i8, ptr %23, i64 60
  store float %21, ptr %25, align 4, !tbaa !9
  tail call void @llvm.nvvm.barrier0()
  %26 = add nuw nsw i32 %6, 1
  %27 = and i32 %26, 31
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [32 x %struct.Record], ptr addrspacecast (ptr addrspace(3) @_ZZ7recordsPK6RecordPS_PiiE5stage to ptr), i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %29, i64 4
  %32 = load i32, ptr %31, align 4
  %33 = getelementptr inbounds i8, ptr %29, i64 8
  %34 = load i32, ptr %33, align 4
  %35 = getelementptr inbounds i8, ptr %29, i64 12
  %36 = load i32, ptr %35, align 4
  %37 = getelementptr inbounds i8, ptr %29, i64 16
  %38 = load i32, ptr %37, align 4
  %39 = getelementptr inbounds i8, ptr %29, i64 20
  %40 = load i32, ptr %39, align 4
  %41 = getelementptr inbounds i8, ptr %29, i64 24
  %42 = load i32, ptr %41, align 4
  %43 = getelementptr inbounds i8, ptr %29, i64 28
  %44 = load i32, ptr %43, align 4
  %45 = getelementptr inbounds i8, ptr %29, i64 32
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr inbounds i8, ptr %29, i64 36
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds i8, ptr %29, i64 40
  %50 = load i32, ptr %49, align 4
  %51 = getelementptr inbounds i8, ptr %29, i64 44
  %52 = load i32, ptr %51, align 4
  %53 = getelementptr inbounds i8, ptr %29, i64 48
  %54 = load i32, ptr %53, align 4
  %55 = getelementptr inbounds i8, ptr %29, i64 52
  %56 = load i32, ptr %55, align 4
  %57 = getelementptr inbounds i8, ptr %29, i64 56
  %58 = load i32, ptr %57, align 4, !tbaa !11
  %59 = getelementptr inbounds i8, ptr %29, i64 60
  %60 = load float, ptr %59, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %5, i8 0, i64 64, i1 false)
  %61 = and i32 %32, 15
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !5
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %63, align 4, !tbaa !5
  %66 = and i32 %34, 15
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %68, align 4, !tbaa !5
  %71 = and i32 %36, 15
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %73, align 4, !tbaa !5
  %76 = and i32 %38, 15
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !5
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %78, align 4, !tbaa !5
  %81 = and i32 %40, 15
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %83, align 4, !tbaa !5
  %86 = and i32 %42, 15
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %88, align 4, !tbaa !5
  %91 = and i32 %44, 15
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %93, align 4, !tbaa !5
  %96 = and i32 %46, 15
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %98, align 4, !tbaa !5
  %101 = and i32 %48, 15
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !5
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %103, align 4, !tbaa !5
  %106 = and i32 %50, 15
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !5
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %108, align 4, !tbaa !5
  %111 = and i32 %52, 15
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !5
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %113, align 4, !tbaa !5
  %116 = and i32 %54, 15
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !5
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %118, align 4, !tbaa !5
  %121 = and i32 %56, 15
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %123, align 4, !tbaa !5
  %126 = and i32 %58, 15
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds [16 x i32], ptr %5, i64 0, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %128, align 4, !tbaa !5
  br i1 %11, label %131, label %228

131:                                              ; preds = %4
  %132 = sext i32 %10 to i64
  %133 = getelementptr inbounds %struct.Record, ptr %1, i64 %132
  store i32 %30, ptr %133, align 4, !tbaa !5
  %134 = getelementptr inbounds i8, ptr %133, i64 4
  store i32 %32, ptr %134, align 4
  %135 = getelementptr inbounds i8, ptr %133, i64 8
  store i32 %34, ptr %135, align 4
  %136 = getelementptr inbounds i8, ptr %133, i64 12
  store i32 %36, ptr %136, align 4
  %137 = getelementptr inbounds i8, ptr %133, i64 16
  store i32 %38, ptr %137, align 4
  %138 = getelementptr inbounds i8, ptr %133, i64 20
  store i32 %40, ptr %138, align 4
  %139 = getelementptr inbounds i8, ptr %133, i64 24
  store i32 %42, ptr %139, align 4
  %140 = getelementptr inbounds i8, ptr %133, i64 28
  store i32 %44, ptr %140, align 4
  %141 = getelementptr inbounds i8, ptr %133, i64 32
  store i32 %46, ptr %141, align 4
  %142 = getelementptr inbounds i8, ptr %133, i64 36
  store i32 %48, ptr %142, align 4
  %143 = getelementptr inbounds i8, ptr %133, i64 40
  store i32 %50, ptr %143, align 4
  %144 = getelementptr inbounds i8, ptr %133, i64 44
  store i32 %52, ptr %144, align 4
  %145 = getelementptr inbounds i8, ptr %133, i64 48
  store i32 %54, ptr %145, align 4
  %146 = getelementptr inbounds i8, ptr %133, i64 52
  store i32 %56, ptr %146, align 4
  %147 = getelementptr inbounds i8, ptr %133, i64 56
  store i32 %58, ptr %147, align 4, !tbaa !11
  %148 = getelementptr inbounds i8, ptr %133, i64 60
  store float %60, ptr %148, align 4, !tbaa !9
  %149 = shl nsw i32 %10, 4
  %150 = load i32, ptr %5, align 4, !tbaa !5
  %151 = sext i32 %149 to i64
  %152 = getelementptr inbounds i32, ptr %2, i64 %151
  store i32 %150, ptr %152, align 4, !tbaa !5
  %153 = getelementptr inbounds i8, ptr %5, i64 4
  %154 = load i32, ptr %153, align 4, !tbaa !5
  %155 = or disjoint i32 %149, 1
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i32, ptr %2, i64 %156
  store i32 %154, ptr %157, align 4, !tbaa !5
  %158 = getelementptr inbounds i8, ptr %5, i64 8
  %159 = load i32, ptr %158, align 4, !tbaa !5
  %160 = or disjoint i32 %149, 2
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i32, ptr %2, i64 %161
  store i32 %159, ptr %162, align 4, !tbaa !5
  %163 = getelementptr inbounds i8, ptr %5, i64 12
  %164 = load i32, ptr %163, align 4, !tbaa !5
  %165 = or disjoint i32 %149, 3
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds i32, ptr %2, i64 %166
  store i32 %164, ptr %167, align 4, !tbaa !5
  %168 = getelementptr inbounds i8, ptr %5, i64 16
  %169 = load i32, ptr %168, align 4, !tbaa !5
  %170 = or disjoint i32 %149, 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds i32, ptr %2, i64 %171
  store i32 %169, ptr %172, align 4, !tbaa !5
  %173 = getelementptr inbounds i8, ptr %5, i64 20
  %174 = load i32, ptr %173, align 4, !tbaa !5
  %175 = or disjoint i32 %149, 5
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds i32, ptr %2, i64 %176
  store i32 %174, ptr %177, align 4, !tbaa !5
  %178 = getelementptr inbounds i8, ptr %5, i64 24
  %179 = load i32, ptr %178, align 4, !tbaa !5
  %180 = or disjoint i32 %149, 6
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i32, ptr %2, i64 %181
  store i32 %179, ptr %182, align 4, !tbaa !5
  %183 = getelementptr inbounds i8, ptr %5, i64 28
  %184 = load i32, ptr %183, align 4, !tbaa !5
  %185 = or disjoint i32 %149, 7
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds i32, ptr %2, i64 %186
  store i32 %184, ptr %187, align 4, !tbaa !5
  %188 = getelementptr inbounds i8, ptr %5, i64 32
  %189 = load i32, ptr %188, align 4, !tbaa !5
  %190 = or disjoint i32 %149, 8
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds i32, ptr %2, i64 %191
  store i32 %189, ptr %192, align 4, !tbaa !5
  %193 = getelementptr inbounds i8, ptr %5, i64 36
  %194 = load i32, ptr %193, align 4, !tbaa !5
  %195 = or disjoint i32 %149, 9
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds i32, ptr %2, i64 %196
  store i32 %194, ptr %197, align 4, !tbaa !5
  %198 = getelementptr inbounds i8, ptr %5, i64 40
  %199 = load i32, ptr %198, align 4, !tbaa !5
  %200 = or disjoint i32 %149, 10
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds i32, ptr %2, i64 %201
  store i32 %199, ptr %202, align 4, !tbaa !5
  %203 = getelementptr inbounds i8, ptr %5, i64 44
  %204 = load i32, ptr %203, align 4, !tbaa !5
  %205 = or disjoint i32 %149, 11
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds i32, ptr %2, i64 %206
  store i32 %204, ptr %207, align 4, !tbaa !5
  %208 = getelementptr inbounds i8, ptr %5, i64 48
  %209 = load i32, ptr %208, align 4, !tbaa !5
  %210 = or disjoint i32 %149, 12
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds i32, ptr %2, i64 %211
  store i32 %209, ptr %212, align 4, !tbaa !5
  %213 = getelementptr inbounds i8, ptr %5, i64 52
  %214 = load i32, ptr %213, align 4, !tbaa !5
  %215 = or disjoint i32 %149, 13
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds i32, ptr %2, i64 %216
  store i32 %214, ptr %217, align 4, !tbaa !5
  %218 = getelementptr inbounds i8, ptr %5, i64 56
  %219 = load i32, ptr %218, align 4, !tbaa !5
  %220 = or disjoint i32 %149, 14
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds i32, ptr %2, i64 %221
  store i32 %219, ptr %222, align 4, !tbaa !5
  %223 = getelementptr inbounds i8, ptr %5, i64 60
  %224 = load i32, ptr %223, align 4, !tbaa !5
  %225 = or disjoint i32 %149, 15
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds i32, ptr %2, i64 %226
  store i32 %224, ptr %227, align 4, !tbaa !5
  br label %228

228:                                              ; preds = %131, %4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx78,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z7recordsPK6RecordPS_Pii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!7, !7, i64 0}
