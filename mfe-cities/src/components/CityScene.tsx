/**
 * Line-art scenes that stand in for the spec's hero and city images: inline SVG, no request, no
 * layout shift, and drawn in the brand colours by CSS.
 */
import type { ReactNode } from 'react';
import type { CityIllustration, SceneName } from '../places/types';
import styles from './CityScene.module.css';

const houses = (xs: readonly number[], base: number): ReactNode =>
  xs.map((x) => (
    <g key={x}>
      <path d={`M${x} ${base}v-26h36v26M${x - 4} ${base - 24}l22-18 22 18`} />
      <path d={`M${x + 14} ${base}v-12h8v12M${x + 5} ${base - 20}h7v6h-7z`} />
    </g>
  ));

const trees = (xs: readonly number[], base: number): ReactNode =>
  xs.map((x) => (
    <g key={x}>
      <circle cx={x} cy={base - 22} r={10} />
      <path d={`M${x} ${base}v-12`} />
    </g>
  ));

/** Each scene's drawing and the top of its ink, so the picture is cropped to what is drawn. */
const scenes: { readonly [Name in SceneName]: { top: number; art: ReactNode } } = {
  arch: {
    top: 16,
    art: (
      <>
        <path d="M150 150C158 60 182 22 200 22s42 38 50 128" />
        <path d="M162 150C168 74 186 38 200 38s32 36 38 112" />
        <path d="M20 150v-34h26v34M52 150v-58h22v58M80 150v-44h20v44M300 150v-50h22v50M328 150v-70h24v70M358 150v-40h22v40" />
        <path d="M0 154c20-4 40 4 60 0s40-4 60 0 40 4 60 0 40-4 60 0 40 4 60 0 40-4 60 0 40 4 40 0" />
      </>
    ),
  },
  riverfront: {
    top: 50,
    art: (
      <>
        <path d="M0 96c40-26 80-30 120-16s70 12 100-8 70-26 110-10 50 16 70 10" />
        {trees([40, 70, 250, 286, 330], 100)}
        <path d="M0 130c30-6 60 6 90 0s60-6 90 0 60 6 90 0 60-6 90 0 60 6 40 2M0 146c30-6 60 6 90 0s60-6 90 0 60 6 90 0 60-6 90 0 60 6 40 2" />
      </>
    ),
  },
  towers: {
    top: 30,
    art: (
      <>
        <path d="M40 150V70h36v80M88 150V36h42v114M142 150V84h30v66M184 150V50h40v100M236 150V96h28v54M276 150V60h38v90M326 150V90h34v60" />
        <path d="M98 52h22M98 68h22M98 84h22M98 100h22M194 66h20M194 82h20M194 98h20M286 76h18M286 92h18M286 108h18" />
        <path d="M20 150h360" />
      </>
    ),
  },
  homes: {
    top: 88,
    art: (
      <>
        {houses([36, 120, 204, 288], 140)}
        {trees([96, 180, 264, 352], 140)}
        <path d="M10 140h380" />
      </>
    ),
  },
  campus: {
    top: 6,
    art: (
      <>
        <path d="M110 150V90h180v60M100 90l100-36 100 36M200 54V24M188 24h24v-14h-24zM130 150v-48M160 150v-48M240 150v-48M270 150v-48M186 150v-30h28v30" />
        {trees([50, 80, 330, 360], 150)}
        <path d="M10 150h380" />
      </>
    ),
  },
  mainStreet: {
    top: 60,
    art: (
      <>
        <path d="M30 150V82h70v68M100 150V66h80v84M180 150V90h70v60M250 150V74h80v76M330 150V94h50v56" />
        <path d="M36 112l6-10h46l6 10zM108 112l6-10h52l6 10zM186 118l6-10h46l6 10zM258 112l6-10h52l6 10z" />
        <path d="M48 150v-24h16v24M124 150v-24h16v24M200 150v-24h16v24M276 150v-24h16v24M118 82h44M268 90h44" />
        <path d="M10 150h380" />
      </>
    ),
  },
  parkland: {
    top: 70,
    art: (
      <>
        <path d="M0 110c50-30 110-36 170-18s120 18 160-4 60-10 70-6" />
        <ellipse cx={200} cy={132} rx={80} ry={10} />
        {trees([40, 76, 112, 288, 324, 360], 118)}
        <path d="M150 150c20-8 80-8 100 0" />
      </>
    ),
  },
  industry: {
    top: 16,
    art: (
      <>
        <path d="M30 150v-44l40-20v20l40-20v20l40-20v64M170 150V70h16v80M200 150V56h16v94M240 150v-50h130v50" />
        <path d="M178 62c-6-10 6-16 0-26M208 48c-6-10 6-16 0-26M252 150v-20h24v20M288 150v-20h24v20M324 150v-20h24v20" />
        <path d="M10 150h380" />
      </>
    ),
  },
};

export interface CitySceneProps {
  illustration: CityIllustration;
  className?: string;
}

export function CityScene({ illustration, className }: CitySceneProps) {
  const scene = scenes[illustration.scene];
  return (
    <svg
      className={[styles.scene, className].filter(Boolean).join(' ')}
      viewBox={`0 ${scene.top} 400 ${158 - scene.top}`}
      role="img"
      aria-label={illustration.alt}
    >
      {scene.art}
    </svg>
  );
}
