// The baseline's one remote: single-spa-react lifecycles of a router and one styled heading.
import * as React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import styled from 'styled-components';

const Title = styled.h1`
  margin: 40px 16px;
  font-size: 32px;
`;

const h = React.createElement;

const App = () => h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Title, { 'data-baseline': true }, '说出你的想法，就能赚金币') })));

export const { bootstrap, mount, unmount } = singleSpaReact({ React, ReactDOMClient, rootComponent: App });
