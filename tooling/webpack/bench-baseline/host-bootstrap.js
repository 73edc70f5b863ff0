// A bare host: one remote loaded with the federation runtime and mounted as a single-spa parcel
// inside the host's router — the composition the site uses, without any of the platform.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import styled from 'styled-components';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

const Header = styled.header`
  padding: 16px;
  background: #1f2d4d;
  color: #fff;
`;

registerRemotes([{ name: 'baseline_remote', entry: '/remote/remoteEntry.js' }]);

function RemoteArea() {
  const [lifecycles, setLifecycles] = useState(null);
  useEffect(() => {
    void loadRemote('baseline_remote/app').then(setLifecycles);
  }, []);
  return lifecycles ? h(Parcel, { config: lifecycles, mountParcel: mountRootParcel, wrapWith: 'div' }) : null;
}

createRoot(document.getElementById('root')).render(
  h(BrowserRouter, null, h(Header, null, 'baseline'), h(Routes, null, h(Route, { path: '*', element: h(RemoteArea) }))),
);
